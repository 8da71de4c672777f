import { describe, expect, it } from 'vitest';
import { tripReviewableBy } from './review-rules.ts';

const ME = 7;
const onIt = [
  { customerId: ME, passengerStatus: 'confirmed' },
  { customerId: 8, passengerStatus: 'confirmed' },
];

describe('who may review a trip', () => {
  it('a traveller on a confirmed booking', () => {
    expect(tripReviewableBy({ status: 'confirmed', passengers: onIt, customerId: ME })).toBe(true);
    const unpaidPlace = [{ customerId: ME, passengerStatus: 'unpaid' }];
    expect(tripReviewableBy({ status: 'confirmed', passengers: unpaidPlace, customerId: ME })).toBe(true);
  });

  it('not a trip that never took place: cancelled, expired or never secured', () => {
    for (const status of ['cancelled', 'expired', 'awaiting_payment', 'unknown_deposit'] as const)
      expect(tripReviewableBy({ status, passengers: onIt, customerId: ME })).toBe(false);
  });

  it('not a traveller whose place was cancelled, nor a lead with no place on it', () => {
    const cancelled = [{ customerId: ME, passengerStatus: 'cancelled' }, ...onIt.slice(1)];
    expect(tripReviewableBy({ status: 'confirmed', passengers: cancelled, customerId: ME })).toBe(false);
    expect(tripReviewableBy({ status: 'confirmed', passengers: onIt.slice(1), customerId: ME })).toBe(false);
    // One of their places still travelled.
    const both = [...cancelled, { customerId: ME, passengerStatus: 'confirmed' }];
    expect(tripReviewableBy({ status: 'confirmed', passengers: both, customerId: ME })).toBe(true);
  });
});
