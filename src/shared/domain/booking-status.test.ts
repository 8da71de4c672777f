import { describe, expect, it } from 'vitest';
import {
  type BookingFacts,
  bookingStatus,
  depositRemainingCents,
  isExpired,
  statusBarPriority,
  statusBarType,
} from './booking-status.ts';
import type { PassengerFacts } from './passengers.ts';

const now = new Date('2026-11-21T12:00:00Z');
const passenger: PassengerFacts = {
  customerId: 1,
  title: 'Mr',
  firstName: 'Tom',
  lastName: 'Hardy',
  age: 1980,
  nationality: 'British',
  passengerStatus: 'confirmed',
  deck: 'above',
  totalPriceCents: 100_000,
  amountPaidCents: 0,
  depositCents: 20_000,
};
const booking = (overrides: Partial<BookingFacts>): BookingFacts => ({
  cancelledAt: null,
  expireAt: null,
  paymentDueDate: '2027-01-15',
  totalCents: 200_000,
  paidCents: 0,
  isCharter: false,
  charterDepositCents: 0,
  hasPreDepartureInfo: false,
  departAt: '2027-03-01T00:00:00Z',
  passengers: [passenger, { ...passenger, customerId: null }],
  ...overrides,
});

describe('booking status', () => {
  it('cancelled when cancelled, whatever else', () => {
    expect(bookingStatus(booking({ cancelledAt: '2026-10-01T00:00:00Z', paidCents: 200_000 }), now)).toBe('cancelled');
  });
  it('expired when the hold lapsed with nothing paid', () => {
    expect(bookingStatus(booking({ expireAt: '2026-11-20T00:00:00Z' }), now)).toBe('expired');
    expect(bookingStatus(booking({ expireAt: '2026-11-20T00:00:00Z', paidCents: 100 }), now)).toBe('awaiting_payment');
    expect(isExpired(booking({ expireAt: '2026-11-21T12:00:00Z' }), now)).toBe(true);
    expect(isExpired(booking({ expireAt: '2026-11-21T12:00:01Z' }), now)).toBe(false);
    expect(isExpired(booking({ expireAt: '2026-11-20T00:00:00Z', cancelledAt: '2026-11-19T00:00:00Z' }), now)).toBe(
      false,
    );
  });
  it('confirmed once the deposit is paid', () => {
    expect(bookingStatus(booking({ paidCents: 40_000 }), now)).toBe('confirmed');
    expect(bookingStatus(booking({ paidCents: 39_999 }), now)).toBe('awaiting_payment');
  });
  it('unknown_deposit when no deposit is defined and nothing is paid', () => {
    const noDeposit = booking({ passengers: [{ ...passenger, depositCents: 0 }] });
    expect(bookingStatus(noDeposit, now)).toBe('unknown_deposit');
  });
  it('uses the fixed charter deposit for charters', () => {
    const charter = booking({ isCharter: true, charterDepositCents: 100_000, paidCents: 40_000 });
    expect(bookingStatus(charter, now)).toBe('awaiting_payment');
    expect(depositRemainingCents(charter)).toBe(60_000);
  });
});

describe('status bar', () => {
  it.each([
    ['cancelled', { cancelledAt: '2026-10-01T00:00:00Z' }],
    ['expired', { expireAt: '2026-11-20T00:00:00Z' }],
    ['secure_booking_deposit', { expireAt: '2026-11-25T00:00:00Z' }],
    ['secure_booking_full_payment', { expireAt: '2026-11-25T00:00:00Z', paymentDueDate: '2026-11-21' }],
    ['deposit_overdue', { paymentDueDate: '2026-11-20' }],
    ['deposit_overdue', { expireAt: '2026-11-20T00:00:00Z', paidCents: 10_000 }],
    ['full_payment_overdue', { paymentDueDate: '2026-11-20', paidCents: 40_000 }],
    ['full_payment_required', { paymentDueDate: '2026-11-21', paidCents: 40_000 }],
    ['deposit_required', {}],
    ['full_payment_required', { paidCents: 40_000 }],
    ['confirmed', { paidCents: 200_000 }],
    ['predeparture_information_available', { paidCents: 200_000, hasPreDepartureInfo: true }],
    // Once the trip has begun its pre-departure information is no longer news.
    ['confirmed', { paidCents: 200_000, hasPreDepartureInfo: true, departAt: '2026-11-21T12:00:00Z' }],
  ] as const)('%s', (expected, overrides) => {
    expect(statusBarType(booking(overrides), now)).toBe(expected);
  });

  it('missing_passenger_info once the deposit is paid and a traveller has gaps', () => {
    const gaps = booking({ paidCents: 40_000, passengers: [passenger, { ...passenger, nationality: null }] });
    expect(statusBarType(gaps, now)).toBe('missing_passenger_info');
    const cancelledGap = booking({
      paidCents: 200_000,
      passengers: [passenger, { ...passenger, nationality: null, passengerStatus: 'cancelled' }],
    });
    expect(statusBarType(cancelledGap, now)).toBe('confirmed');
  });

  it('ranks overdue as important and confirmed as success', () => {
    expect(statusBarPriority('deposit_overdue')).toBe('important');
    expect(statusBarPriority('deposit_required')).toBe('warning');
    expect(statusBarPriority('confirmed')).toBe('success');
  });
});
