import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../shared/contract/bookings.ts';
import { bookingsInScope, cardInfoText, parseScope, scopeLabel } from './scopes.ts';

const NOW = '2026-03-10T12:00:00.000Z';

function summary(id: number, extra: Partial<BookingSummary>): BookingSummary {
  return {
    id,
    brand: 'cruise',
    status: 'confirmed',
    bookingsScope: 'active',
    customerId: 1,
    productName: 'Greek Islands Sailing',
    productDirectionName: 'Cyclades',
    productBackgroundImageUrl: null,
    productDashboardBackgroundImageUrl: null,
    departAt: '2026-06-01T12:00:00.000Z',
    numberOfDays: 8,
    transportName: null,
    expire: null,
    paymentDueDate: null,
    totalCents: 100,
    paidCents: 100,
    currencyCode: 'EUR',
    paymentAllowed: true,
    ...extra,
  };
}

const list = [
  summary(1, { departAt: '2026-09-01T12:00:00.000Z' }),
  summary(2, { departAt: '2026-04-01T12:00:00.000Z' }),
  summary(3, { bookingsScope: 'past', departAt: '2025-05-01T12:00:00.000Z' }),
  summary(4, { bookingsScope: 'past', departAt: '2025-11-01T12:00:00.000Z' }),
  summary(5, { bookingsScope: 'expired', status: 'expired', expire: '2026-01-01T12:00:00.000Z' }),
  summary(6, { bookingsScope: 'expired', status: 'expired', expire: '2026-03-01T12:00:00.000Z' }),
];

describe('dashboard scopes', () => {
  it('lists active by departure ascending, past by departure descending, expired by expiry descending', () => {
    expect(bookingsInScope(list, 'active').map((b) => b.id)).toEqual([2, 1]);
    expect(bookingsInScope(list, 'past').map((b) => b.id)).toEqual([4, 3]);
    expect(bookingsInScope(list, 'expired').map((b) => b.id)).toEqual([6, 5]);
  });

  it('keeps the booking as it was (no helper fields leak into the cards)', () => {
    expect(bookingsInScope(list, 'expired')[0]).toEqual(list[5]);
  });

  it('reads the scope parameter, falling back to active', () => {
    expect(parseScope('past')).toBe('past');
    expect(parseScope('expired')).toBe('expired');
    expect(parseScope('cancelled')).toBe('active');
    expect(parseScope(undefined)).toBe('active');
    expect(scopeLabel('expired')).toBe('Expired');
  });

  it('words the card time from the server now', () => {
    expect(cardInfoText(summary(1, { departAt: '2026-03-20T12:00:00.000Z' }), NOW)).toBe('Departing in 10 days');
    expect(cardInfoText(summary(1, { departAt: '2026-03-05T12:00:00.000Z' }), NOW)).toBe('Departed 5 days ago');
    expect(
      cardInfoText(
        summary(1, { status: 'expired', departAt: '2026-06-01T12:00:00.000Z', expire: '2026-03-01T12:00:00.000Z' }),
        NOW,
      ),
    ).toBe('Expired 9 days ago');
  });
});
