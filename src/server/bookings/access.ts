// Which bookings a customer may see: those they lead and those they travel on as a passenger.
// Every booking-scoped query filters through this condition.
import { and, desc, eq, exists, gt, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, passengers } from '../db/schema.ts';

/** `customerId` may be a placeholder, for statements prepared once (load-booking.ts). */
export function bookingVisibleTo(customerId: number | Placeholder): SQL {
  return or(
    eq(bookings.customerId, customerId),
    exists(
      sql`(select 1 from ${passengers} where ${passengers.bookingId} = ${bookings.id} and ${passengers.customerId} = ${customerId})`,
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
