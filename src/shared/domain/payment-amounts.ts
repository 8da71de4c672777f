// Amount rules of the payment dialog. The server applies the same
// minimum and maximum to every payment it takes, whatever the browser sent.
import { formatMoney, type CurrencyCode } from './money.ts';

export const MIN_PAYMENT_CENTS = 100;

export type PaymentPreset = 'deposit' | 'full' | 'none';
export type AmountOption = 'remaining' | 'custom';

export type PayableBooking = {
  totalCents: number;
  paidCents: number;
  depositRemainingCents: number;
  depositPerPassengerCents: number;
  isCharter: boolean;
  paymentDueDate: string | null; // YYYY-MM-DD
  currencyCode: CurrencyCode;
  travellingPassengers: number; // non-cancelled
};

export const remainingCents = (b: Pick<PayableBooking, 'totalCents' | 'paidCents'>) =>
  Math.max(0, b.totalCents - b.paidCents);

/** Full payment is forced once today is on or after the due date, or when the deposit is fully paid. */
export function fullPaymentForced(b: PayableBooking, today: string): boolean {
  const dueReached = b.paymentDueDate !== null && today >= b.paymentDueDate;
  return dueReached || b.depositRemainingCents <= 0;
}

/** The Deposit / Full toggle hides when the deposit is already paid or full payment is required. */
export const depositToggleVisible = (b: PayableBooking, today: string) => !fullPaymentForced(b, today);

/** Which preset the dialog opens on: full when forced or when only one passenger travels. */
export function initialPreset(b: PayableBooking, today: string, requested?: 'fullPayment' | 'deposit'): PaymentPreset {
  if (fullPaymentForced(b, today) || b.travellingPassengers === 1) return 'full';
  if (requested === 'fullPayment') return 'full';
  return 'deposit';
}

/** Deposit count: an integer; anything that is not a number counts as 0. */
export function parseDepositCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Preset Deposit: charters pay the remaining deposit; others the per-passenger deposit times the count. */
export function depositAmountCents(b: PayableBooking, depositCount: number): number {
  return b.isCharter ? b.depositRemainingCents : b.depositPerPassengerCents * parseDepositCount(depositCount);
}

/** Preset Full starts at zero with option custom; option remaining means total minus paid. */
export function fullAmountCents(b: PayableBooking, option: AmountOption, customCents: number): number {
  return option === 'remaining' ? remainingCents(b) : customCents;
}

export const minimalPaymentMessage = (currency: CurrencyCode) =>
  `Minimal payment is ${formatMoney(MIN_PAYMENT_CENTS, currency)}`;
export const TOO_LARGE_MESSAGE = 'Total amount is larger than remaining amount';
/** Amounts are paid in whole cents: more decimals are refused, never rounded behind the payer's back. */
export const DECIMALS_MESSAGE = 'Enter the amount with at most 2 decimals';

/** The amount errors the Amount step shows and the server answers (422 on amountCents). */
export function amountErrors(
  amountCents: number,
  b: Pick<PayableBooking, 'totalCents' | 'paidCents' | 'currencyCode'>,
) {
  const errors: string[] = [];
  if (Number.isFinite(amountCents) && !Number.isInteger(amountCents)) errors.push(DECIMALS_MESSAGE);
  else if (!Number.isInteger(amountCents) || amountCents < MIN_PAYMENT_CENTS)
    errors.push(minimalPaymentMessage(b.currencyCode));
  else if (amountCents > remainingCents(b)) errors.push(TOO_LARGE_MESSAGE);
  return errors;
}

/**
 * The deposit count the Deposit view opens with: as many per-passenger deposits as the group still
 * owes (the remaining deposit rounded up to whole deposits), at least one.
 */
export function defaultDepositCount(b: Pick<PayableBooking, 'depositRemainingCents' | 'depositPerPassengerCents'>) {
  if (b.depositPerPassengerCents <= 0) return 1;
  return Math.max(1, Math.ceil(b.depositRemainingCents / b.depositPerPassengerCents));
}

/**
 * The custom amount as typed (2 decimals, minimum 0) in cents; empty or not a number is 0. An amount
 * with fractions of a cent ('10.129') stays fractional, so amountErrors refuses it.
 */
export function customAmountCents(typed: string): number {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(value)) return 0;
  const cents = value * 100;
  const whole = Math.round(cents);
  // value * 100 is inexact in binary ('0.29' gives 28.999...): anything that close is whole cents.
  return Math.abs(cents - whole) < 1e-6 ? whole : cents;
}
