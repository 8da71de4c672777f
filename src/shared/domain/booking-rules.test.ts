import { describe, expect, it } from 'vitest';
import {
  bookingScope,
  cardLabel,
  datesShown,
  emptyScopeText,
  groupLinkVisible,
  passengerCanBeChanged,
  preDepartureVisible,
  reviewAvailable,
  sortForScope,
  tripDay,
  tripLastDay,
} from './booking-rules.ts';
import { extraLabel, sortExtras } from './extras.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('30-day passenger lock', () => {
  const input = { now, bookingStatus: 'confirmed' as const, passengerCancelled: false };
  it('allows edits more than 30 days before departure', () => {
    expect(passengerCanBeChanged({ ...input, departAt: '2026-12-22T12:00:00Z' })).toBe(true);
  });
  it('blocks edits within 30 days', () => {
    expect(passengerCanBeChanged({ ...input, departAt: '2026-12-21T12:00:00Z' })).toBe(false);
    expect(passengerCanBeChanged({ ...input, departAt: '2026-12-01T12:00:00Z' })).toBe(false);
  });
  it('locks at exactly 30 days, and not a millisecond earlier', () => {
    expect(passengerCanBeChanged({ ...input, departAt: '2026-12-21T12:00:00.000Z' })).toBe(false);
    expect(passengerCanBeChanged({ ...input, departAt: '2026-12-21T12:00:00.001Z' })).toBe(true);
  });
  it('blocks edits on cancelled bookings and passengers', () => {
    expect(passengerCanBeChanged({ ...input, departAt: '2027-06-01T00:00:00Z', bookingStatus: 'cancelled' })).toBe(
      false,
    );
    expect(passengerCanBeChanged({ ...input, departAt: '2027-06-01T00:00:00Z', passengerCancelled: true })).toBe(false);
  });
});

describe('6-month group link window', () => {
  const input = { now, passengerConfirmed: true, hasGroupLink: true };
  it('shows within 6 months of departure', () => {
    expect(groupLinkVisible({ ...input, departAt: '2027-05-20T00:00:00Z' })).toBe(true);
  });
  it('hides further out, after departure, or when not confirmed', () => {
    expect(groupLinkVisible({ ...input, departAt: '2027-05-22T00:00:00Z' })).toBe(false);
    expect(groupLinkVisible({ ...input, departAt: '2026-11-01T00:00:00Z' })).toBe(false);
    expect(groupLinkVisible({ ...input, departAt: '2027-01-01T00:00:00Z', passengerConfirmed: false })).toBe(false);
  });
});

describe('trip days', () => {
  // Demo booking 40009: 9 days from 6th February 2027 ends on the 14th (its itinerary's day 9).
  it('counts the departure day as day 1, so the last day is departure + days - 1', () => {
    expect(tripLastDay('2027-02-06T12:00:00Z', 9)).toBe('2027-02-14');
    expect(tripLastDay(new Date('2027-02-06T12:00:00Z'), 9)).toBe('2027-02-14');
    expect(tripDay('2027-02-06T12:00:00Z', 1)).toBe('2027-02-06');
    expect(tripDay('2027-02-06T12:00:00Z', 9)).toBe(tripLastDay('2027-02-06T12:00:00Z', 9));
  });
  it('counts UTC calendar days whatever the offset written in the time', () => {
    expect(tripLastDay('2027-02-07T01:00:00+13:00', 9)).toBe('2027-02-14');
    expect(tripLastDay('2027-02-06T04:00:00-08:00', 9)).toBe('2027-02-14');
  });
  it('a one-day trip ends on its departure day', () => {
    expect(tripLastDay('2027-02-06T12:00:00Z', 1)).toBe('2027-02-06');
  });
});

describe('review tab', () => {
  it('appears on departure plus the number of days', () => {
    expect(reviewAvailable('2026-11-11T12:00:00Z', 10, now)).toBe(true);
    expect(reviewAvailable('2026-11-12T12:00:00Z', 10, now)).toBe(false);
  });
  it('opens at the start of that calendar day, not at the hour of departure', () => {
    // Departed at 23:00 on the 1st for 9 days: open all of the 10th.
    expect(reviewAvailable('2026-03-01T23:00:00Z', 9, new Date('2026-03-10T00:00:00Z'))).toBe(true);
    expect(reviewAvailable('2026-03-01T23:00:00Z', 9, new Date('2026-03-10T22:59:59Z'))).toBe(true);
    expect(reviewAvailable('2026-03-01T23:00:00Z', 9, new Date('2026-03-09T23:59:59.999Z'))).toBe(false);
  });
  it('counts the days in UTC whatever the offset written in the departure or the hour of now', () => {
    // 01:00 on the 2nd at +13:00 is 12:00 on the 1st in UTC.
    expect(reviewAvailable('2026-03-02T01:00:00+13:00', 9, new Date('2026-03-10T00:00:00Z'))).toBe(true);
    expect(reviewAvailable('2026-03-02T01:00:00+13:00', 9, new Date('2026-03-09T23:00:00Z'))).toBe(false);
    // 20:00 on the 1st at -05:00 is 01:00 on the 2nd in UTC.
    expect(reviewAvailable('2026-03-01T20:00:00-05:00', 9, new Date('2026-03-10T23:00:00Z'))).toBe(false);
    expect(reviewAvailable('2026-03-01T20:00:00-05:00', 9, new Date('2026-03-11T00:00:00Z'))).toBe(true);
  });
  it('accepts a Date for the departure as the server passes it', () => {
    expect(reviewAvailable(new Date('2026-03-01T23:00:00Z'), 9, new Date('2026-03-10T01:00:00Z'))).toBe(true);
  });
});

describe('pre-departure info', () => {
  const input = {
    passengerConfirmed: true,
    hasPreDepartureInfo: true,
    passengerPaidCents: 100,
    passengerTotalCents: 100,
    bookingPaidCents: 100,
    bookingTotalCents: 200,
  };
  it('checks the passenger when payment allocation is enabled', () => {
    expect(preDepartureVisible({ ...input, paymentAllocationEnabled: true })).toBe(true);
  });
  it('checks the booking otherwise', () => {
    expect(preDepartureVisible({ ...input, paymentAllocationEnabled: false })).toBe(false);
  });
});

describe('dates block', () => {
  it('shows the expiry only while awaiting payment', () => {
    expect(datesShown({ status: 'awaiting_payment', paidCents: 0, totalCents: 10 }).expiry).toBe(true);
    expect(datesShown({ status: 'confirmed', paidCents: 5, totalCents: 10 }).expiry).toBe(false);
  });
  it('shows the due date when part-paid', () => {
    expect(datesShown({ status: 'confirmed', paidCents: 5, totalCents: 10 }).paymentDue).toBe(true);
    expect(datesShown({ status: 'confirmed', paidCents: 10, totalCents: 10 }).paymentDue).toBe(false);
  });
  it('shows nothing when cancelled', () => {
    expect(datesShown({ status: 'cancelled', paidCents: 5, totalCents: 10 })).toEqual({
      departure: false,
      expiry: false,
      paymentDue: false,
    });
  });
});

describe('dashboard scopes', () => {
  it('files bookings by status and departure', () => {
    expect(bookingScope('expired', '2027-01-01T00:00:00Z', now)).toBe('expired');
    expect(bookingScope('confirmed', '2026-01-01T00:00:00Z', now)).toBe('past');
    expect(bookingScope('confirmed', '2027-01-01T00:00:00Z', now)).toBe('active');
  });
  it('sorts each scope its own way', () => {
    const a = { id: 'a', departAt: '2027-01-01', expireAt: '2026-01-01' };
    const b = { id: 'b', departAt: '2027-02-01', expireAt: '2026-02-01' };
    expect(sortForScope('active', [b, a]).map((x) => x.id)).toEqual(['a', 'b']);
    expect(sortForScope('past', [a, b]).map((x) => x.id)).toEqual(['b', 'a']);
    expect(sortForScope('expired', [a, b]).map((x) => x.id)).toEqual(['b', 'a']);
  });
  it('words the empty tabs', () => {
    expect(emptyScopeText('active')).toBe('You have no active bookings.');
    expect(emptyScopeText('expired')).toBe('You have no expired bookings. Great job!');
  });
  it('labels only cancelled and confirmed cards', () => {
    expect(cardLabel('cancelled')).toBe('cancelled');
    expect(cardLabel('awaiting_payment')).toBeNull();
  });
});

describe('extras', () => {
  it('labels negative amounts as Discount', () => {
    expect(extraLabel({ amountCents: -500 })).toBe('Discount');
    expect(extraLabel({ amountCents: 500 })).toBe('Extra');
  });
  it('orders extras before discounts, fixed before percentage, then by amount', () => {
    const list = [
      { name: 'pct discount', extraType: 'discount' as const, valueType: 'percentage' as const, amountCents: -300 },
      { name: 'discount', extraType: 'discount' as const, valueType: 'fixed' as const, amountCents: -100 },
      { name: 'pct extra', extraType: 'extra' as const, valueType: 'percentage' as const, amountCents: 50 },
      { name: 'big extra', extraType: 'extra' as const, valueType: 'fixed' as const, amountCents: 900 },
      { name: 'small extra', extraType: 'extra' as const, valueType: 'fixed' as const, amountCents: 100 },
    ];
    expect(sortExtras(list).map((e) => e.name)).toEqual([
      'small extra',
      'big extra',
      'pct extra',
      'discount',
      'pct discount',
    ]);
  });
});
