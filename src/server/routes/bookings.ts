// GET /customer/bookings, GET /customer/bookings/{id}, GET .../booking_status_bar and
// POST .../ga_checkout. Every booking-scoped read goes through the viewer's access: another
// customer's booking answers the same 404 as a booking that does not exist.
import { Hono } from 'hono';
import { statusBarQuery } from '../../shared/contract/bookings.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { bookingFacts } from '../bookings/booking-facts.ts';
import { bookingReadWithSession } from '../bookings/booking-with-session.ts';
import { listVisibleBookings } from '../bookings/list-bookings.ts';
import { readVisibleBooking } from '../bookings/cached-booking-read.ts';
import { findVisibleBooking, passengersOf } from '../bookings/load-booking.ts';
import type { CachedReads } from '../cache/cached-reads.ts';
import { presentBooking, presentStatusBar } from '../bookings/present-booking.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, notFound, readQuery, reply, unprocessable } from '../http/respond.ts';

export function bookingRoutes(deps: AppDeps & { reads: CachedReads }) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings', requireCustomer);
  routes.use('/customer/bookings/*', requireCustomer);

  routes.get('/customer/bookings', async (c) => {
    return reply(c, await listVisibleBookings(deps.db, sessionOf(c).customerId, deps.clock.now()));
  });

  routes.get('/customer/bookings/:id', async (c) => {
    const customerId = sessionOf(c).customerId;
    const id = idParam(c);
    const withSession = bookingReadWithSession(c, id, customerId);
    const loaded =
      withSession === undefined ? await readVisibleBooking(deps.db, deps.reads.bookings, id, customerId) : withSession;
    if (!loaded) throw notFound();
    return reply(c, presentBooking(loaded, customerId, deps.clock.now()));
  });

  routes.get('/customer/bookings/:id/booking_status_bar', async (c) => {
    const customerId = sessionOf(c).customerId;
    const id = idParam(c);
    const { enquiryId } = readQuery(c, statusBarQuery);
    if (enquiryId !== id) throw unprocessable({ enquiryId: ['does not match the booking'] });
    const head = await findVisibleBooking(deps.db, id, customerId);
    if (!head) throw notFound();
    const facts = bookingFacts(head.booking, head.direction, await passengersOf(deps.db, id));
    return reply(c, presentStatusBar(head.booking, facts, deps.clock.now()));
  });

  // Analytics happen in the browser (the client sends it once per booking and remembers that
  // locally); the server only confirms the booking is the viewer's and records nothing.
  routes.post('/customer/bookings/:id/ga_checkout', async (c) => {
    const head = await findVisibleBooking(deps.db, idParam(c), sessionOf(c).customerId);
    if (!head) throw notFound();
    return reply(c, {});
  });

  return routes;
}
