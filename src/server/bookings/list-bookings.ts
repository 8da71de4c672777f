// Every booking the customer leads or travels on (not one whose place on it was cancelled), with
// the facts the summary derives from: two queries, whatever the number of bookings.
import { asc, eq, inArray } from 'drizzle-orm';
import type { BookingSummary } from '../../shared/contract/bookings.ts';
import type { Db } from '../db/client.ts';
import { bookings, directions, passengers, products } from '../db/schema.ts';
import { bookingVisibleTo } from './access.ts';
import { bookingFacts } from './booking-facts.ts';
import type { PassengerRow } from './load-booking.ts';
import { presentSummary } from './present-booking.ts';

export async function listVisibleBookings(db: Db, customerId: number, now: Date): Promise<BookingSummary[]> {
  const heads = await db
    .select({ booking: bookings, product: products, direction: directions })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(directions, eq(directions.id, bookings.directionId))
    .where(bookingVisibleTo(customerId))
    .orderBy(asc(bookings.departAt), asc(bookings.id));
  if (heads.length === 0) return [];
  const rows = await db
    .select()
    .from(passengers)
    .where(
      inArray(
        passengers.bookingId,
        heads.map((head) => head.booking.id),
      ),
    );
  const byBooking = new Map<number, PassengerRow[]>();
  for (const row of rows) {
    const list = byBooking.get(row.bookingId) ?? [];
    list.push(row);
    byBooking.set(row.bookingId, list);
  }
  return heads.map((head) =>
    presentSummary(
      head,
      bookingFacts(head.booking, head.direction, byBooking.get(head.booking.id) ?? []),
      customerId,
      now,
    ),
  );
}
