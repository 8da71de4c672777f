// GET /customer/bookings/{id}/visa_letter: the letter's facts; the PDF is made in the browser.
// 404 (the same as for a booking the viewer cannot see) when no letter is offered to this viewer.
import { Hono } from 'hono';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { findVisibleBooking, passengersOf } from '../bookings/load-booking.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, notFound, reply } from '../http/respond.ts';
import { presentVisaLetter, visaLetterOffered } from '../visa-letter/present-visa-letter.ts';

export function visaLetterRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings/*', requireCustomer);

  routes.get('/customer/bookings/:id/visa_letter', async (c) => {
    const viewerId = sessionOf(c).customerId;
    const head = await findVisibleBooking(deps.db, idParam(c), viewerId);
    if (!head) throw notFound();
    const passengers = await passengersOf(deps.db, head.booking.id);
    if (!visaLetterOffered(head, passengers, viewerId)) throw notFound();
    return reply(c, presentVisaLetter(head, passengers, viewerId));
  });

  return routes;
}
