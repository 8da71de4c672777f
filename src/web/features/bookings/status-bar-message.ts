// What the status bar says for each of its eleven types: each has its own message, worded here. The
// amount is the server's data.amountRequired; dates are the booking's hold expiry and payment due
// date. `payment` names the payment dialog's preset a link opens; the screen shows that link only
// when the booking's paymentAllowed is true.
import type { Booking, StatusBar } from '../../../shared/contract/bookings.ts';
import { formatLongDate, formatTime } from '../../../shared/domain/dates.ts';
import { formatMoney } from '../../../shared/domain/money.ts';
import { PASSENGER_LOCK_RULE } from '../../../shared/domain/passenger-lock.ts';

export type StatusBarType = NonNullable<StatusBar['type']>;
export type StatusBarPayment = { initializeWith: 'fullPayment' | 'deposit'; label: 'Pay now' | 'Pay deposit' };
export type StatusBarMessage = {
  title: string;
  text: string;
  payment: StatusBarPayment | null;
  /** A place on the page the message points to. */
  anchor: { href: `#${string}`; label: string } | null;
};

type Context = Pick<Booking, 'currencyCode' | 'expire' | 'paymentDueDate'> & {
  data: StatusBar['data'];
  noun: 'Cruise' | 'Tour';
  /** Within 30 days of departure: the passenger-details rule is said as the passengers section says it. */
  detailsLocked?: boolean;
};

const PAY_NOW: StatusBarPayment = { initializeWith: 'fullPayment', label: 'Pay now' };
const PAY_DEPOSIT: StatusBarPayment = { initializeWith: 'deposit', label: 'Pay deposit' };

export function statusBarMessage(type: StatusBarType, c: Context): StatusBarMessage {
  const amount = c.data.amountRequired > 0 ? formatMoney(c.data.amountRequired, c.currencyCode) : null;
  const of = amount ? ` of ${amount}` : '';
  const hold = c.expire ? `${formatLongDate(c.expire)} at ${formatTime(c.expire)}` : null;
  const until = hold ? ` until ${hold}` : '';
  const due = c.paymentDueDate ? formatLongDate(c.paymentDueDate) : null;
  const trip = c.noun.toLowerCase();
  const message = (title: string, text: string, payment: StatusBarPayment | null = null): StatusBarMessage => ({
    title,
    text,
    payment,
    anchor: null,
  });

  switch (type) {
    case 'cancelled':
      return message(
        'Booking cancelled',
        'This booking has been cancelled. If you have any questions about it, please send us a message.',
      );
    case 'expired':
      return message(
        'Booking expired',
        `This booking has expired because the deposit was not received in time. If you would still like to join this ${trip}, send us a message and we will check availability for you.`,
      );
    case 'secure_booking_full_payment':
      return message(
        'Secure your booking',
        `Your places are held${until}. As the final payment date has passed, the full amount${of} is needed to secure your booking.`,
        PAY_NOW,
      );
    case 'secure_booking_deposit':
      return message(
        'Secure your booking',
        `Your places are held${until}. Pay your deposit${of} before then to secure your booking.`,
        PAY_DEPOSIT,
      );
    case 'full_payment_overdue':
      return message(
        'Final payment overdue',
        `Your final payment${of} was due${due ? ` on ${due}` : ''} and is now overdue. Please pay as soon as possible to keep your booking.`,
        PAY_NOW,
      );
    case 'deposit_overdue':
      return message(
        'Deposit overdue',
        `Your deposit${of} is overdue. Please pay it as soon as possible to keep your booking.`,
        PAY_DEPOSIT,
      );
    case 'full_payment_required':
      return message('Final payment due', `Your final payment${of} is due${due ? ` by ${due}` : ''}.`, PAY_NOW);
    case 'deposit_required':
      return message(
        'Deposit required',
        c.data.paymentAllocationEnabled
          ? `Some passengers still have their deposit to pay${amount ? ` (${amount} in total)` : ''}. Each passenger's place is confirmed once their deposit is paid.`
          : `A deposit${of} is needed to confirm your booking.`,
        PAY_DEPOSIT,
      );
    case 'missing_passenger_info':
      return {
        ...message(
          'Passenger details missing',
          c.detailsLocked
            ? `Some passenger details are still missing. ${PASSENGER_LOCK_RULE}`
            : `Some passenger details are still missing. Please complete them so we can prepare your ${trip}.`,
        ),
        anchor: { href: '#passengers', label: 'Go to passengers' },
      };
    case 'predeparture_information_available':
      return {
        ...message(
          'Pre-departure information available',
          `You're all set! Everything you need to know before your ${trip} is now available.`,
        ),
        anchor: { href: '#pre-departure', label: 'Read pre-departure information' },
      };
    case 'confirmed':
      return message(
        'Booking confirmed',
        // True before the trip and after it: the status bar has no other word for a trip that is over.
        'Your booking is confirmed and fully paid. Thank you for travelling with us!',
      );
  }
}
