import { describe, expect, it } from 'vitest';
import { bookingFilterOptions, groupByDay } from './notification-days.ts';

describe('groupByDay', () => {
  it('groups by calendar day, newest day first and newest first within a day', () => {
    const items = [
      { id: 1, createdAt: '2026-11-20T08:00:00Z' },
      { id: 2, createdAt: '2026-11-21T09:00:00Z' },
      { id: 3, createdAt: '2026-11-20T18:00:00Z' },
      { id: 4, createdAt: '2026-11-21T07:00:00Z' },
    ];
    expect(groupByDay(items, 'UTC').map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-21', [2, 4]],
      ['2026-11-20', [3, 1]],
    ]);
  });

  it("uses the traveller's day: 23:30 UTC is the next day in Auckland", () => {
    const [group] = groupByDay([{ createdAt: '2026-11-20T23:30:00Z' }], 'Pacific/Auckland');
    expect(group?.day).toBe('2026-11-21');
  });
});

describe('bookingFilterOptions', () => {
  it("offers 'All Bookings', then each booking once, ids descending", () => {
    expect(bookingFilterOptions([40003, 40010, 40003, 40001]).map((o) => o.label)).toEqual([
      'All Bookings',
      'Booking #40010',
      'Booking #40003',
      'Booking #40001',
    ]);
  });
});
