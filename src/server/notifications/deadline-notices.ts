// The time-based notices of a booking, derived from the same rules as its status bar
// (shared/domain/booking-status.ts): its hold expiring tomorrow or expired, and a payment due to
// secure it, due, or overdue. Each names its deadline in its event key, so a booking whose hold or
// due date the operator moves gets a new notice, and one deadline never gets two. Each carries the
// date its text speaks of: the hold's last day for "expires tomorrow" and the notices to secure the
// booking (pay by then), the missed date for an overdue payment, the due date for a balance due.
import {
  type BookingFacts,
  depositRequiredCents,
  holdLapsed,
  isExpired,
  isPaymentDueReached,
  statusBarType,
} from '../../shared/domain/booking-status.ts';
import type { Notice } from './raise-notifications.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
const tomorrowOf = (now: Date) => dayOf(new Date(now.getTime() + DAY_MS));

export function deadlineNotices(bookingId: number, b: BookingFacts, now: Date): Notice[] {
  if (b.cancelledAt || b.paidCents >= b.totalCents) return [];
  const notices: Notice[] = [];
  const due = b.paymentDueDate;
  const hold = b.expireAt ? dayOf(b.expireAt) : null;

  if (isExpired(b, now) && hold) {
    notices.push({
      bookingId,
      type: 'BookingExpired',
      message: `Booking #${bookingId} has expired: the hold on your places ended without a payment.`,
      priority: 'important',
      eventKey: `expired:${bookingId}:${hold}`,
    });
    return notices;
  }
  // The text says "tomorrow": raised on the calendar day (UTC, as every server date rule) before the
  // hold's last day, never on that day itself.
  if (hold && !holdLapsed(b, now) && hold === tomorrowOf(now))
    notices.push({
      bookingId,
      type: 'BookingExpiresTomorrow',
      message: `Booking #${bookingId} expires tomorrow. Pay now to keep your places.`,
      priority: 'important',
      eventKey: `expires-tomorrow:${bookingId}:${hold}`,
      paymentDueDate: hold,
    });

  switch (statusBarType(b, now)) {
    case 'secure_booking_full_payment':
      notices.push({
        bookingId,
        type: 'FullPaymentRequiredToSecureBooking',
        message: `Full payment is required to secure booking #${bookingId} as departure is close.`,
        priority: 'important',
        eventKey: `secure-full:${bookingId}:${hold}`,
        paymentDueDate: hold,
      });
      break;
    case 'secure_booking_deposit':
      notices.push({
        bookingId,
        type: 'DepositRequiredToSecureBooking',
        message: `A deposit is required to secure booking #${bookingId}.`,
        priority: 'important',
        eventKey: `secure-deposit:${bookingId}:${hold}`,
        paymentDueDate: hold,
      });
      break;
    case 'full_payment_overdue':
    case 'deposit_overdue': {
      // Overdue since the due date when it has passed, else since the hold lapsed part-paid.
      const missed = due !== null && due < dayOf(now) ? due : hold;
      notices.push({
        bookingId,
        type: 'PaymentIsOverdue',
        message: `The payment for booking #${bookingId} is overdue. Please pay as soon as you can.`,
        priority: 'important',
        eventKey: `overdue:${bookingId}:${missed}`,
        paymentDueDate: missed,
      });
      break;
    }
    case 'full_payment_required':
      if (isPaymentDueReached(due, now) && b.paidCents >= depositRequiredCents(b))
        notices.push({
          bookingId,
          type: 'FullPaymentRequired',
          message: `The balance of booking #${bookingId} is now due. Please pay the remaining amount.`,
          priority: 'warning',
          eventKey: `full-due:${bookingId}:${due}`,
          paymentDueDate: due,
        });
      break;
    default:
      break;
  }
  return notices;
}
