// Whether the traveller still has a booking under way or to come: a live booking (bookings/access.ts)
// they lead or travel on whose trip has not ended. Such an account is not deleted at once; the
// operator, who must settle the booking, is asked to (deletion-requests.ts).
import { and, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings } from '../db/schema.ts';
import { bookingLive, bookingVisibleTo } from '../bookings/access.ts';

const tripNotEnded = (now: Date): SQL =>
  gt(sql`${bookings.departAt} + ${bookings.numberOfDays} * interval '1 day'`, now);

export async function hasBookingUnderWayOrToCome(db: Db, customerId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(bookingVisibleTo(customerId), bookingLive(now), tripNotEnded(now)))
    .limit(1);
  return row !== undefined;
}
