// Whether a booking can take an online payment now: online payments on, not cancelled, not expired
// (the one rule of shared/domain/booking-status.ts: hold lapsed with nothing paid — a part-paid
// booking past its hold is overdue and must stay payable), and something still owed.
import { isExpired } from '../../shared/domain/booking-status.ts';
import type { bookings } from '../db/schema.ts';

type BookingFacts = Pick<
  typeof bookings.$inferSelect,
  'onlinePaymentEnabled' | 'cancelledAt' | 'expireAt' | 'paidCents' | 'totalCents'
>;

export function paymentAllowed(booking: BookingFacts, now: Date): boolean {
  return (
    booking.onlinePaymentEnabled &&
    booking.cancelledAt === null &&
    !isExpired(booking, now) &&
    booking.paidCents < booking.totalCents
  );
}
