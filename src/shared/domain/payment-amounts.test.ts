import { describe, expect, it } from 'vitest';
import {
  amountErrors,
  customAmountCents,
  defaultDepositCount,
  depositAmountCents,
  depositToggleVisible,
  fullAmountCents,
  fullPaymentForced,
  initialPreset,
  type PayableBooking,
  parseDepositCount,
} from './payment-amounts.ts';
import { toCents } from './money.ts';

const booking: PayableBooking = {
  totalCents: 500_000,
  paidCents: 0,
  depositRemainingCents: 100_000,
  depositPerPassengerCents: 50_000,
  isCharter: false,
  paymentDueDate: '2027-01-10',
  currencyCode: 'EUR',
  travellingPassengers: 2,
};
const today = '2026-11-21';

describe('presets', () => {
  it('deposit is the per-passenger deposit times the count', () => {
    expect(depositAmountCents(booking, 2)).toBe(100_000);
    expect(depositAmountCents(booking, 1)).toBe(50_000);
  });
  it('charters pay the remaining deposit whatever the count', () => {
    expect(depositAmountCents({ ...booking, isCharter: true, depositRemainingCents: 73_000 }, 5)).toBe(73_000);
  });
  it('full starts at the custom amount (zero) and remaining is total minus paid', () => {
    expect(fullAmountCents(booking, 'custom', 0)).toBe(0);
    expect(fullAmountCents({ ...booking, paidCents: 120_000 }, 'remaining', 0)).toBe(380_000);
  });
  it('a non-number deposit count counts as 0', () => {
    expect(parseDepositCount('abc')).toBe(0);
    expect(parseDepositCount('')).toBe(0);
    expect(parseDepositCount('3')).toBe(3);
    expect(parseDepositCount(2.7)).toBe(2);
  });
});

describe('forced full payment', () => {
  it('is forced on or after the due date', () => {
    expect(fullPaymentForced({ ...booking, paymentDueDate: '2026-11-21' }, today)).toBe(true);
    expect(fullPaymentForced({ ...booking, paymentDueDate: '2026-11-22' }, today)).toBe(false);
  });
  it('is forced when the deposit is fully paid, which also hides the toggle', () => {
    const paid = { ...booking, depositRemainingCents: 0, paidCents: 100_000 };
    expect(fullPaymentForced(paid, today)).toBe(true);
    expect(depositToggleVisible(paid, today)).toBe(false);
    expect(depositToggleVisible(booking, today)).toBe(true);
  });
  it('preselects full payment for a single travelling passenger', () => {
    expect(initialPreset({ ...booking, travellingPassengers: 1 }, today)).toBe('full');
    expect(initialPreset(booking, today)).toBe('deposit');
    expect(initialPreset(booking, today, 'fullPayment')).toBe('full');
  });
});

describe('amount limits', () => {
  it('needs at least 100 cents, worded in the booking currency', () => {
    expect(amountErrors(99, booking)).toEqual(['Minimal payment is €1.00']);
    expect(amountErrors(99, { ...booking, currencyCode: 'GBP' })).toEqual(['Minimal payment is £1.00']);
    expect(amountErrors(100, booking)).toEqual([]);
  });
  it.each([
    ['EUR', 'Minimal payment is €1.00'],
    ['GBP', 'Minimal payment is £1.00'],
    ['USD', 'Minimal payment is $1.00'],
    ['AUD', 'Minimal payment is A$1.00'],
  ] as const)('words the minimum in %s (en-US, 2 decimals)', (currencyCode, message) => {
    expect(amountErrors(0, { ...booking, currencyCode })).toEqual([message]);
    expect(amountErrors(Number.NaN, { ...booking, currencyCode })).toEqual([message]);
  });
  it('the maximum counts what is already paid, to the cent', () => {
    const part = { ...booking, paidCents: 123_456 };
    expect(amountErrors(500_000 - 123_456, part)).toEqual([]);
    expect(amountErrors(500_000 - 123_456 + 1, part)).toEqual(['Total amount is larger than remaining amount']);
  });
  it('may not exceed total minus paid', () => {
    expect(amountErrors(500_001, booking)).toEqual(['Total amount is larger than remaining amount']);
    expect(amountErrors(500_000, booking)).toEqual([]);
  });
  it('converts typed amounts to cents', () => {
    expect(amountErrors(toCents('1234.56'), booking)).toEqual([]);
    expect(toCents('0.995')).toBe(100);
  });
});

describe('defaultDepositCount', () => {
  it('opens on the deposits the group still owes, rounded up, at least one', () => {
    expect(defaultDepositCount(booking)).toBe(2);
    expect(defaultDepositCount({ ...booking, depositRemainingCents: 50_000 })).toBe(1);
    expect(defaultDepositCount({ ...booking, depositRemainingCents: 60_000 })).toBe(2);
    expect(defaultDepositCount({ ...booking, depositRemainingCents: 0 })).toBe(1);
    expect(defaultDepositCount({ ...booking, depositPerPassengerCents: 0 })).toBe(1);
  });
});

describe('customAmountCents', () => {
  it('multiplies the typed amount by 100', () => {
    expect(customAmountCents('12.5')).toBe(1250);
    expect(customAmountCents('0.29')).toBe(29);
    expect(customAmountCents('1234.56')).toBe(123_456);
  });
  it('keeps fractions of a cent, so the amount rules refuse them instead of rounding', () => {
    expect(customAmountCents('10.129')).toBeCloseTo(1012.9, 6);
    expect(amountErrors(customAmountCents('10.129'), booking)).toEqual(['Enter the amount with at most 2 decimals']);
    expect(amountErrors(customAmountCents('0.995'), booking)).toEqual(['Enter the amount with at most 2 decimals']);
    expect(amountErrors(customAmountCents('10.13'), booking)).toEqual([]);
    expect(customAmountCents('10.120')).toBe(1012);
  });
  it('empty or not a number is 0', () => {
    expect(customAmountCents('')).toBe(0);
    expect(customAmountCents('  ')).toBe(0);
    expect(customAmountCents('abc')).toBe(0);
  });
});
