import { describe, expect, it } from 'vitest';
import { failureText } from './offline-status.ts';
import { bookingsToRefresh } from './refresh-rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27, 12);
const trip = (inDays: number, numberOfDays = 7) => ({
  departAt: new Date(now + inDays * DAY).toISOString(),
  numberOfDays,
});

describe('bookingsToRefresh (which saved bookings are fetched again by themselves)', () => {
  const trips: Record<number, ReturnType<typeof trip>> = {
    1: trip(18),
    2: trip(45),
    3: trip(-3),
    4: trip(-30),
    5: trip(29),
  };
  const savedHoursAgo = (id: number) => ({
    saved: true as const,
    updatedAt: now - (id === 5 ? 60_000 : 3 * 60 * 60_000),
    bytes: 1,
  });

  it('takes saved bookings departing within 30 days or under way, not those just refreshed', () => {
    expect(bookingsToRefresh([1, 2, 3, 4, 5], (id) => trips[id], savedHoursAgo, now)).toEqual([1, 3]);
  });

  it('takes any saved booking no longer complete on disk, and no booking that was not saved', () => {
    const status = (id: number) => (id === 2 ? { saved: false as const } : savedHoursAgo(id));
    expect(bookingsToRefresh([2, 4], (id) => trips[id], status, now)).toEqual([2]);
    expect(bookingsToRefresh([], (id) => trips[id], status, now)).toEqual([]);
  });
});

describe('failureText', () => {
  it('names every part that could not be saved', () => {
    expect(failureText(['messages'])).toBe('Could not save the messages. Check the connection and try again.');
    expect(failureText(['payments', 'messages', 'photos'])).toBe(
      'Could not save the payments, messages and photos. Check the connection and try again.',
    );
    expect(failureText(['copy on this device'])).toBe(
      'Could not keep the copy on this device: its storage may be full.',
    );
  });
});
