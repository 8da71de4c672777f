import { describe, expect, it } from 'vitest';
import type { CopiedQuery } from '../../lib/persisted-copy.ts';
import { BOOKING_READS } from './booking-reads.ts';
import { offlineStatusOf, offlineStatusText, sizeText, timeAgo } from './offline-status.ts';

const query = (
  queryKey: readonly unknown[],
  data: unknown,
  dataUpdatedAt: number,
  status = 'success',
): CopiedQuery => ({
  queryKey,
  state: { data, dataUpdatedAt, status },
});

const everyRead = (id: number, visa: boolean, at: (index: number) => number) =>
  BOOKING_READS.filter((read) => visa || read.part !== 'visa letter').map((read, index) =>
    query(read.key(id), read.part === 'booking details' ? { id, visaLetterAvailable: visa } : { x: 1 }, at(index)),
  );

describe('offlineStatusOf (read from the copy on disk)', () => {
  it('is saved when every read of the booking is there, updated as long ago as the oldest', () => {
    const copy = {
      customerId: 1,
      queries: [query(['session', 'me'], {}, 1), ...everyRead(7, false, (i) => 1_000 + i)],
    };
    expect(offlineStatusOf(copy, 7)).toEqual({ saved: true, updatedAt: 1_000 });
  });

  it('is not saved when one read is missing or failed, or nothing is on disk', () => {
    const reads = everyRead(7, false, () => 5);
    expect(offlineStatusOf({ customerId: 1, queries: reads.slice(0, -1) }, 7)).toEqual({ saved: false });
    const failed = reads.map((one, index) =>
      index === 2 ? { ...one, state: { ...one.state, status: 'error' } } : one,
    );
    expect(offlineStatusOf({ customerId: 1, queries: failed }, 7)).toEqual({ saved: false });
    expect(offlineStatusOf(undefined, 7)).toEqual({ saved: false });
    expect(offlineStatusOf({ customerId: 1, queries: reads }, 8)).toEqual({ saved: false });
  });

  it('needs the visa letter only where the booking offers it', () => {
    const withoutLetter = everyRead(7, true, () => 5).filter((one) => one.queryKey.at(-1) !== 'visa-letter');
    expect(offlineStatusOf({ customerId: 1, queries: withoutLetter }, 7)).toEqual({ saved: false });
    expect(offlineStatusOf({ customerId: 1, queries: everyRead(7, true, () => 5) }, 7).saved).toBe(true);
  });
});

describe('the words of the status', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  it('says how long ago in whole minutes, hours and days', () => {
    expect(timeAgo(now - 59_000, now)).toBe('just now');
    expect(timeAgo(now + 5_000, now)).toBe('just now');
    expect(timeAgo(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(timeAgo(now - 60_000, now)).toBe('1 minute ago');
    expect(timeAgo(now - 60 * 60_000, now)).toBe('1 hour ago');
    expect(timeAgo(now - 24 * 60 * 60_000, now)).toBe('1 day ago');
    expect(timeAgo(now - 3 * 24 * 60 * 60_000, now)).toBe('3 days ago');
  });

  it('names a saved booking with its age, and an unsaved one as such', () => {
    expect(offlineStatusText({ saved: true, updatedAt: now - 5 * 60_000 }, now)).toBe(
      'Saved for offline · updated 5 minutes ago',
    );
    expect(offlineStatusText({ saved: false }, now)).toBe('Not saved for offline');
  });

  it('gives sizes in KB or MB', () => {
    expect(sizeText(10)).toBe('1 KB');
    expect(sizeText(412 * 1024)).toBe('412 KB');
    expect(sizeText(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
