// Booking status and status-bar type, derived from stored facts and the server's current time.
// The outcomes are the portal's words; the rules that choose them are written down here:
//
// status
//   cancelled         the operator cancelled it (cancelledAt set)
//   expired           the hold lapsed (expireAt passed) with nothing paid; this is the ONE meaning of
//                     "expired" (payment-allowed, active bookings and the dashboard scopes use it too)
//   confirmed         the deposit is paid (or everything is)
//   unknown_deposit   no deposit is defined for it and nothing is paid yet
//   awaiting_payment  otherwise: held, waiting for the deposit
//
// status bar (first rule that matches)
//   cancelled / expired                 as the status
//   secure_booking_full_payment         held (awaiting_payment, hold still running) and the due date is reached
//   secure_booking_deposit              held (awaiting_payment, hold still running)
//   full_payment_overdue                deposit paid, balance unpaid, due date passed
//   deposit_overdue                     deposit unpaid, and the due date passed or the hold lapsed part-paid
//   full_payment_required               balance unpaid and the due date is today
//   deposit_required                    deposit unpaid
//   missing_passenger_info              a travelling passenger's details are not complete
//   full_payment_required               deposit paid, balance still to pay
//   predeparture_information_available  fully paid, the itinerary has pre-departure information, and
//                                       the trip has not begun
//   confirmed                           fully paid
import { DateTime } from 'luxon';
import { personalInfoStatus, type PassengerFacts } from './passengers.ts';

export type BookingStatus = 'expired' | 'cancelled' | 'confirmed' | 'awaiting_payment' | 'unknown_deposit';
export type StatusBarType =
  | 'cancelled'
  | 'expired'
  | 'secure_booking_full_payment'
  | 'secure_booking_deposit'
  | 'full_payment_overdue'
  | 'deposit_overdue'
  | 'full_payment_required'
  | 'deposit_required'
  | 'missing_passenger_info'
  | 'predeparture_information_available'
  | 'confirmed';
export type StatusBarPriority = 'important' | 'warning' | 'regular' | 'success';

export type BookingFacts = {
  cancelledAt: Date | string | null;
  expireAt: Date | string | null;
  paymentDueDate: string | null; // calendar day, YYYY-MM-DD
  totalCents: number;
  paidCents: number;
  isCharter: boolean;
  charterDepositCents: number;
  hasPreDepartureInfo: boolean;
  departAt: Date | string;
  passengers: PassengerFacts[];
};

const instant = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));
const today = (now: Date) => DateTime.fromJSDate(now, { zone: 'utc' }).toISODate() ?? '';

/** Deposit the booking needs in all: the charter deposit, else the travelling passengers' deposits. */
export function depositRequiredCents(b: Pick<BookingFacts, 'isCharter' | 'charterDepositCents' | 'passengers'>) {
  if (b.isCharter) return b.charterDepositCents;
  return b.passengers.filter((p) => p.passengerStatus !== 'cancelled').reduce((sum, p) => sum + p.depositCents, 0);
}

/** Deposit still to pay for the booking as a whole (never negative). */
export function depositRemainingCents(b: BookingFacts): number {
  return Math.max(0, depositRequiredCents(b) - b.paidCents);
}

/** The hold (expireAt) has run out. Part-paid bookings past their hold are overdue, not expired. */
export const holdLapsed = (b: Pick<BookingFacts, 'expireAt'>, now: Date) =>
  b.expireAt !== null && instant(b.expireAt) <= now.getTime();

/** Expired: the hold lapsed with nothing paid (and not cancelled, which wins). */
export function isExpired(b: Pick<BookingFacts, 'cancelledAt' | 'expireAt' | 'paidCents'>, now: Date): boolean {
  return !b.cancelledAt && holdLapsed(b, now) && b.paidCents <= 0;
}

export function bookingStatus(b: BookingFacts, now: Date): BookingStatus {
  if (b.cancelledAt) return 'cancelled';
  if (isExpired(b, now)) return 'expired';
  const deposit = depositRequiredCents(b);
  if ((deposit > 0 && b.paidCents >= deposit) || (b.totalCents > 0 && b.paidCents >= b.totalCents)) return 'confirmed';
  if (deposit <= 0 && b.paidCents <= 0) return 'unknown_deposit';
  return 'awaiting_payment';
}

export const DISABLED_STATUSES: readonly BookingStatus[] = ['expired', 'cancelled'];

/** Full payment is forced once today is on or after the due date. */
export function isPaymentDueReached(paymentDueDate: string | null, now: Date): boolean {
  return paymentDueDate !== null && today(now) >= paymentDueDate;
}

export function statusBarType(b: BookingFacts, now: Date): StatusBarType {
  const status = bookingStatus(b, now);
  if (status === 'cancelled' || status === 'expired') return status;
  const fullyPaid = b.paidCents >= b.totalCents;
  const depositPaid = b.paidCents >= depositRequiredCents(b);
  const dueReached = isPaymentDueReached(b.paymentDueDate, now);
  const overdue = b.paymentDueDate !== null && today(now) > b.paymentDueDate;
  const lapsed = holdLapsed(b, now);
  if (!fullyPaid && status === 'awaiting_payment' && b.expireAt && !lapsed) {
    return dueReached ? 'secure_booking_full_payment' : 'secure_booking_deposit';
  }
  if (!fullyPaid && overdue) return depositPaid ? 'full_payment_overdue' : 'deposit_overdue';
  if (!fullyPaid && lapsed && !depositPaid) return 'deposit_overdue';
  if (!fullyPaid && dueReached) return 'full_payment_required';
  if (!depositPaid) return 'deposit_required';
  const travelling = b.passengers.filter((p) => p.passengerStatus !== 'cancelled');
  if (travelling.some((p) => personalInfoStatus(p) !== 'complete')) return 'missing_passenger_info';
  if (!fullyPaid) return 'full_payment_required';
  const begun = instant(b.departAt) <= now.getTime();
  return b.hasPreDepartureInfo && !begun ? 'predeparture_information_available' : 'confirmed';
}

const PRIORITY: Record<StatusBarType, StatusBarPriority> = {
  cancelled: 'important',
  expired: 'important',
  full_payment_overdue: 'important',
  deposit_overdue: 'important',
  secure_booking_full_payment: 'warning',
  secure_booking_deposit: 'warning',
  full_payment_required: 'warning',
  deposit_required: 'warning',
  missing_passenger_info: 'regular',
  predeparture_information_available: 'success',
  confirmed: 'success',
};

export const statusBarPriority = (type: StatusBarType): StatusBarPriority => PRIORITY[type];
