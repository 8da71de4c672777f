// Whether the signed-in traveller may review this booking's trip (shared/domain/review-rules.ts),
// decided from its stored rows and the server's clock.
import { bookingStatus } from '../../shared/domain/booking-status.ts';
import { tripReviewableBy } from '../../shared/domain/review-rules.ts';
import { bookingFacts } from '../bookings/booking-facts.ts';
import { type BookingHead, passengersOf } from '../bookings/load-booking.ts';
import type { Db } from '../db/client.ts';

export async function mayReviewTrip(db: Db, head: BookingHead, customerId: number, now: Date): Promise<boolean> {
  const passengers = await passengersOf(db, head.booking.id);
  const status = bookingStatus(bookingFacts(head.booking, head.direction, passengers), now);
  return tripReviewableBy({ status, passengers, customerId });
}
