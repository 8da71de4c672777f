// Whether a booking can take an online payment now: online payments on, not cancelled, not past its
// payment hold, and something still owed.
import type { bookings } from '../db/schema.ts';

type BookingFacts = Pick<
  typeof bookings.$inferSelect,
  'onlinePaymentEnabled' | 'cancelledAt' | 'expireAt' | 'paidCents' | 'totalCents'
>;

export function paymentAllowed(booking: BookingFacts, now: Date): boolean {
  const expired = booking.expireAt !== null && booking.expireAt.getTime() <= now.getTime();
  return (
    booking.onlinePaymentEnabled && booking.cancelledAt === null && !expired && booking.paidCents < booking.totalCents
  );
}
