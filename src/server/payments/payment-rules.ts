// The server's own checks of a payment or bank-transfer request: who
// may pay, whether the booking takes payments, and the amount, terms, card and recipient rules,
// answered with the product's exact messages.
import { paymentMessages } from '../../shared/contract/payments.ts';
import type { FieldErrors } from '../../shared/domain/forms/validate.ts';
import { amountErrors } from '../../shared/domain/payment-amounts.ts';
import type { BookingRow, PassengerRow } from '../bookings/load-booking.ts';
import { bookingTakesPayments } from '../bookings/payment-allowed.ts';
import { forbidden } from '../http/respond.ts';

type AmountRequest = {
  amountCents?: number | null;
  currency?: string | null;
  termsAccepted?: boolean | null;
  recipients?: number[] | null;
};

/** Only the lead may pay (the 'pay' ability), and only a payable booking. */
export function assertMayPay(booking: BookingRow, customerId: number, now: Date) {
  if (booking.customerId !== customerId) throw forbidden(paymentMessages.notLead);
  if (!bookingTakesPayments(booking, now)) throw forbidden(paymentMessages.notAllowed);
}

export function amountRuleErrors(booking: BookingRow, passengers: PassengerRow[], request: AmountRequest): FieldErrors {
  const errors: FieldErrors = {};
  const amount = amountErrors(request.amountCents ?? 0, booking);
  if (amount.length > 0) errors.amountCents = amount;
  if (request.currency !== booking.currencyCode) errors.currency = [paymentMessages.currencyMismatch];
  if (request.termsAccepted !== true) errors.termsAccepted = [paymentMessages.termsRequired];
  const travelling = new Set(passengers.filter((p) => p.passengerStatus !== 'cancelled').map((p) => p.id));
  if ((request.recipients ?? []).some((id) => !travelling.has(id)))
    errors.recipients = [paymentMessages.recipientsInvalid];
  return errors;
}

/** The recipients a payment is spread over: the chosen ones, else every travelling passenger. */
export function recipientsOf(passengers: PassengerRow[], chosen: number[] | null | undefined): number[] {
  if (chosen && chosen.length > 0) return [...new Set(chosen)];
  return passengers.filter((p) => p.passengerStatus !== 'cancelled').map((p) => p.id);
}

export const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
