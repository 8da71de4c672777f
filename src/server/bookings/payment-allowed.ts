// Who may pay a booking online now. The booking must take payments: online payments on, not
// cancelled, not expired (the one rule of shared/domain/booking-status.ts: hold lapsed with nothing
// paid — a part-paid booking past its hold is overdue and must stay payable), and something still
// owed. And the viewer must be its lead: only the lead may pay (the 'pay'
// ability), so payment_allowed on the wire is false for a fellow passenger, who would otherwise be
// offered links that only end in 'Only the lead customer can pay for this booking.'.
import { isExpired } from '../../shared/domain/booking-status.ts';
import type { bookings } from '../db/schema.ts';

type BookingFacts = Pick<
  typeof bookings.$inferSelect,
  'onlinePaymentEnabled' | 'cancelledAt' | 'expireAt' | 'paidCents' | 'totalCents'
>;

/** Whether the booking itself can take a payment now, whoever asks. */
export function bookingTakesPayments(booking: BookingFacts, now: Date): boolean {
  return (
    booking.onlinePaymentEnabled &&
    booking.cancelledAt === null &&
    !isExpired(booking, now) &&
    booking.paidCents < booking.totalCents
  );
}

/** payment_allowed as the viewer sees it: the booking takes payments and the viewer is its lead. */
export function paymentAllowedFor(
  booking: BookingFacts & Pick<typeof bookings.$inferSelect, 'customerId'>,
  viewerId: number,
  now: Date,
): boolean {
  return booking.customerId === viewerId && bookingTakesPayments(booking, now);
}
