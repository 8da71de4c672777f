// Which bookings a customer may see: those they lead and those they travel on as a passenger whose
// place is not cancelled. An operator's cancellation of a place takes the booking away from that
// traveller at once: it then reads exactly like a stranger's (404), in every booking-scoped query,
// the booking list, the read cache (cache/cached-reads.ts) and the notifications.
// Every booking-scoped query filters through this condition.
import {
  and,
  type AnyColumn,
  desc,
  eq,
  exists,
  gt,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, passengers } from '../db/schema.ts';

/** A passenger place that gives its customer the booking: any but a cancelled one. */
export const placeGivesAccess: SQL = ne(passengers.passengerStatus, 'cancelled');

/**
 * `customerId` may be a placeholder, for statements prepared once (load-booking.ts), or a column
 * (a notification's own customer).
 */
export function bookingVisibleTo(customerId: number | Placeholder | AnyColumn): SQL {
  return or(
    eq(bookings.customerId, customerId),
    exists(
      sql`(select 1 from ${passengers} where ${passengers.bookingId} = ${bookings.id} and ${passengers.customerId} = ${customerId} and ${placeGivesAccess})`,
    ),
  ) as SQL;
}

/**
 * Not cancelled and not expired, in SQL. Expired is the one rule of shared/domain/booking-status.ts
 * (isExpired): the hold lapsed with nothing paid. Keep the two in step.
 */
export function bookingLive(now: Date): SQL {
  return and(
    isNull(bookings.cancelledAt),
    or(isNull(bookings.expireAt), gt(bookings.expireAt, now), gt(bookings.paidCents, 0)),
  ) as SQL;
}

/** A live booking departing in the future, as lead or passenger: locks name, title and birth year. */
export async function hasActiveBookings(db: Db, customerId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(bookingVisibleTo(customerId), bookingLive(now), gt(bookings.departAt, now)))
    .limit(1);
  return row !== undefined;
}

/** The most recently created booking the customer leads or travels on, for post-password routing. */
export async function latestBookingId(db: Db, customerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(bookingVisibleTo(customerId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  return row?.id ?? null;
}
