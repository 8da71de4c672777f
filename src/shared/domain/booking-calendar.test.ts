import { describe, expect, it } from 'vitest';
import { bookingCalendarEntries, dayAfter } from './booking-calendar.ts';

const base = {
  status: 'awaiting_payment' as 'awaiting_payment' | 'confirmed' | 'cancelled',
  paidCents: 0,
  totalCents: 100_000,
  departAt: '2026-09-06T22:30:00Z',
  numberOfDays: 9,
  expire: '2026-08-01T16:05:00Z',
  paymentDueDate: '2026-08-15',
  productName: 'Adriatic',
  productDirectionName: 'Split to Dubrovnik',
  direction: {
    itinerary: [
      { day: 2, title: 'Hvar', description: '' },
      { day: 1, title: 'Split', description: '' },
    ],
  },
};

describe('a booking in the calendar', () => {
  it('runs the trip over the days the booking page shows, counted in UTC', () => {
    const [trip] = bookingCalendarEntries(base);
    expect(trip).toEqual({
      key: 'trip',
      title: 'Adriatic: Split to Dubrovnik',
      allDay: true,
      firstDay: '2026-09-06',
      lastDay: '2026-09-14',
    });
  });

  it('gives each itinerary day its own dated entry, in day order', () => {
    const days = bookingCalendarEntries(base).filter((entry) => entry.key.startsWith('day-'));
    expect(days.map((entry) => [entry.key, entry.title, entry.allDay && entry.firstDay])).toEqual([
      ['day-1', 'Day 1: Split', '2026-09-06'],
      ['day-2', 'Day 2: Hvar', '2026-09-07'],
    ]);
  });

  it('holds the expiry instant while awaiting payment, and no payment due before anything is paid', () => {
    const keys = bookingCalendarEntries(base).map((entry) => entry.key);
    expect(keys).toContain('hold');
    expect(keys).not.toContain('balance');
    expect(bookingCalendarEntries(base).find((entry) => entry.key === 'hold')).toMatchObject({
      allDay: false,
      at: '2026-08-01T16:05:00Z',
    });
  });

  it('holds the payment due day once part is paid, and drops the hold once the booking is secured', () => {
    const entries = bookingCalendarEntries({ ...base, status: 'confirmed', paidCents: 20_000 });
    expect(entries.find((entry) => entry.key === 'balance')).toMatchObject({ allDay: true, firstDay: '2026-08-15' });
    expect(entries.map((entry) => entry.key)).not.toContain('hold');
  });

  it('is empty for a cancelled booking', () => {
    expect(bookingCalendarEntries({ ...base, status: 'cancelled' })).toEqual([]);
  });

  it('ends an all-day span on the next day, across a month end', () => {
    expect(dayAfter('2026-08-31')).toBe('2026-09-01');
  });
});
