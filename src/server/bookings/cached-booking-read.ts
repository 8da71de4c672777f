// The booking page's read through the read cache (cache/read-cache.ts, which says why it is
// correct). The key is the signed-in customer AND the booking: what is kept is the answer to "this
// booking as this customer may see it", and a booking the customer may not see is never kept.
// Values are shared between requests: presentation only reads them.
import type { ReadCache } from '../cache/read-cache.ts';
import type { Db } from '../db/client.ts';
import { type LoadedBooking, loadVisibleBooking } from './load-booking.ts';

export function readVisibleBooking(
  db: Db,
  cache: ReadCache<LoadedBooking>,
  bookingId: number,
  customerId: number,
): Promise<LoadedBooking | null> {
  return cache.read(`${customerId}:${bookingId}`, () => loadVisibleBooking(db, bookingId, customerId));
}
