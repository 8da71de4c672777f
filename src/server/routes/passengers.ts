// GET/PUT/DELETE /customer/bookings/{bookingId}/passengers/{passengerId}. Reading needs access to the
// booking; changing follows passengers/passenger-access.ts. Checks run in the order that leaks
// least: 404 (not yours to see), 403 (not yours to change), then 422 (the form's own messages).
// A detail missing from the request keeps its stored value (an app of an earlier version does not
// know a field added since); null or '' clears an optional one.
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { combineTitleAndFirstName, passengerSchema } from '../../shared/domain/forms/passenger.ts';
import { validate } from '../../shared/domain/forms/validate.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { requestBrand } from '../bookings/request-brand.ts';
import { passengers } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { forbidden, idParam, notFound, readBody, reply, unprocessable } from '../http/respond.ts';
import { contactSalesToRemove, ONLY_LEAD_CHANGES, updateRefusal } from '../passengers/passenger-access.ts';
import { loadPassengerOnBooking, presentLoadedPassenger } from '../passengers/load-passenger.ts';
import { type StoredDetails, withStoredDetails } from '../passengers/passenger-details.ts';

const PATH = '/customer/bookings/:bookingId/passengers/:passengerId';

export function passengerRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings/*', requireCustomer);

  const load = async (c: Context<AppEnv>) => {
    const now = deps.clock.now();
    const ids = { bookingId: idParam(c, 'bookingId'), passengerId: idParam(c, 'passengerId') };
    const loaded = await loadPassengerOnBooking(deps.db, ids, sessionOf(c).customerId, now);
    if (!loaded) throw notFound();
    return { loaded, now };
  };

  routes.get(PATH, async (c) => {
    const { loaded, now } = await load(c);
    return reply(c, await presentLoadedPassenger(deps.db, loaded, loaded.passenger, sessionOf(c).customerId, now));
  });

  routes.put(PATH, async (c) => {
    const { loaded, now } = await load(c);
    const brand = requestBrand(c, deps.config);
    const refusalBefore = updateRefusal({ ...loaded, bookingStatus: loaded.status, data: null, brand });
    if (refusalBefore) throw forbidden(refusalBefore);

    const body = await readBody(c, v.record(v.string(), v.unknown()));
    const raw = body.passenger;
    const sent = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const input = withStoredDetails(loaded.passenger, sent);
    const result = validate(passengerSchema(now.getUTCFullYear()), input);
    if (!result.ok) throw unprocessable(combineTitleAndFirstName(result.errors, input));

    const refusal = updateRefusal({ ...loaded, bookingStatus: loaded.status, data: result.data, brand });
    if (refusal) throw forbidden(refusal);
    const details: StoredDetails = result.data;
    const [updated] = await deps.db
      .update(passengers)
      .set({ ...details, updatedAt: now })
      .where(and(eq(passengers.id, loaded.passenger.id), eq(passengers.bookingId, loaded.head.booking.id)))
      .returning();
    if (!updated) throw notFound();
    return reply(c, await presentLoadedPassenger(deps.db, loaded, updated, sessionOf(c).customerId, now));
  });

  routes.delete(PATH, async (c) => {
    const { loaded } = await load(c);
    throw forbidden(loaded.viewerIsLead ? contactSalesToRemove(requestBrand(c, deps.config)) : ONLY_LEAD_CHANGES);
  });

  return routes;
}
