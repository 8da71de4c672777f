import { Settings } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_BAR_TYPES } from '../../../shared/contract/bookings.ts';
import { statusBarMessage } from './status-bar-message.ts';

const base = {
  currencyCode: 'GBP' as const,
  expire: '2026-03-12T15:30:00.000Z',
  paymentDueDate: '2026-04-20',
  data: { amountRequired: 123_450, paymentAllocationEnabled: false },
  noun: 'Cruise' as const,
};

let zone: typeof Settings.defaultZone;
beforeAll(() => {
  zone = Settings.defaultZone;
  Settings.defaultZone = 'utc';
});
afterAll(() => {
  Settings.defaultZone = zone;
});

describe('status bar message', () => {
  it('has a title and a text for every type', () => {
    for (const type of STATUS_BAR_TYPES) {
      const message = statusBarMessage(type, base);
      expect(message.title.length, type).toBeGreaterThan(0);
      expect(message.text.length, type).toBeGreaterThan(20);
    }
  });

  it('offers Pay now for the full-payment types and Pay deposit for the deposit types, nothing otherwise', () => {
    const payment = (type: (typeof STATUS_BAR_TYPES)[number]) => statusBarMessage(type, base).payment;
    for (const type of ['secure_booking_full_payment', 'full_payment_overdue', 'full_payment_required'] as const)
      expect(payment(type), type).toEqual({ initializeWith: 'fullPayment', label: 'Pay now' });
    for (const type of ['secure_booking_deposit', 'deposit_overdue', 'deposit_required'] as const)
      expect(payment(type), type).toEqual({ initializeWith: 'deposit', label: 'Pay deposit' });
    for (const type of [
      'cancelled',
      'expired',
      'missing_passenger_info',
      'predeparture_information_available',
      'confirmed',
    ] as const)
      expect(payment(type), type).toBeNull();
  });

  it('names the amount required and the hold expiry when securing the booking', () => {
    expect(statusBarMessage('secure_booking_deposit', base).text).toBe(
      'Your places are held until 12th March, 2026 at 3:30pm. Pay your deposit of £1,234.50 before then to secure your booking.',
    );
    expect(statusBarMessage('secure_booking_full_payment', base).text).toContain('the full amount of £1,234.50');
  });

  it('names the due date of the final payment', () => {
    expect(statusBarMessage('full_payment_required', base).text).toBe(
      'Your final payment of £1,234.50 is due by 20th April, 2026.',
    );
    expect(statusBarMessage('full_payment_overdue', base).text).toContain('was due on 20th April, 2026');
  });

  it('leaves the amount out when none is required and speaks per passenger when payments are allocated', () => {
    const none = { ...base, data: { amountRequired: 0, paymentAllocationEnabled: false } };
    expect(statusBarMessage('deposit_overdue', none).text).toBe(
      'Your deposit is overdue. Please pay it as soon as possible to keep your booking.',
    );
    const allocated = { ...base, data: { amountRequired: 99_000, paymentAllocationEnabled: true } };
    expect(statusBarMessage('deposit_required', allocated).text).toContain('(£990.00 in total)');
    expect(statusBarMessage('deposit_required', base).text).toBe(
      'A deposit of £1,234.50 is needed to confirm your booking.',
    );
  });

  it('points to the passengers and to the pre-departure information, and speaks of the brand trip', () => {
    expect(statusBarMessage('missing_passenger_info', base).anchor?.href).toBe('#passengers');
    expect(statusBarMessage('missing_passenger_info', base).text).toContain('Please complete them');
    expect(statusBarMessage('predeparture_information_available', base).anchor?.href).toBe('#pre-departure');
    expect(statusBarMessage('predeparture_information_available', { ...base, noun: 'Tour' }).text).toContain(
      'before your tour',
    );
  });

  it('says nothing of a trip to come when confirmed: the same words hold once it is over', () => {
    expect(statusBarMessage('confirmed', base).text).toBe(
      'Your booking is confirmed and fully paid. Thank you for travelling with us!',
    );
  });
});

describe('missing passenger details within 30 days of departure', () => {
  it('says the rule the passengers section says: filled details stay, missing ones can still be added', () => {
    const message = statusBarMessage('missing_passenger_info', { ...base, detailsLocked: true });
    expect(message.text).toBe(
      'Some passenger details are still missing. Within 30 days of departure, details already given can no longer be changed, but missing details can still be added.',
    );
    expect(message.anchor).toEqual({ href: '#passengers', label: 'Go to passengers' });
  });
});
