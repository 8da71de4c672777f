import { describe, expect, it } from 'vitest';
import { bookingsToReadAhead } from './read-ahead.ts';

const booking = (id: number, bookingsScope: string, departAt: string) => ({ id, bookingsScope, departAt });

describe('bookingsToReadAhead (booking pages read ahead for offline)', () => {
  it('takes the active bookings, soonest departure first', () => {
    const list = [
      booking(1, 'active', '2027-05-01T00:00:00Z'),
      booking(2, 'past', '2025-01-01T00:00:00Z'),
      booking(3, 'active', '2027-01-01T00:00:00Z'),
      booking(4, 'expired', '2027-02-01T00:00:00Z'),
    ];
    expect(bookingsToReadAhead(list)).toEqual([3, 1]);
  });

  it('stops at the limit', () => {
    const list = [5, 4, 3, 2, 1].map((day) => booking(day, 'active', `2027-01-0${day}T00:00:00Z`));
    expect(bookingsToReadAhead(list, 3)).toEqual([1, 2, 3]);
  });

  it('reads nothing ahead for an empty or unexpected answer', () => {
    expect(bookingsToReadAhead([])).toEqual([]);
    expect(bookingsToReadAhead(undefined)).toEqual([]);
    expect(bookingsToReadAhead({ id: 1 })).toEqual([]);
  });
});
