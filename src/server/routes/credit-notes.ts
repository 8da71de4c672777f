// GET /customer/bookings/{id}/credit_notes: each credit note with the refunds that settle it.
import { Hono } from 'hono';
import { requireCustomer } from '../auth/require-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { reply } from '../http/respond.ts';
import { creditNotesOf } from '../payments/credit-note-list.ts';
import { visibleBookingOr404 } from './payments.ts';

export function creditNoteRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings/*', requireCustomer);

  routes.get('/customer/bookings/:id/credit_notes', async (c) => {
    const booking = await visibleBookingOr404(deps, c);
    return reply(c, { creditNotes: await creditNotesOf(deps.db, booking.id) });
  });

  return routes;
}
