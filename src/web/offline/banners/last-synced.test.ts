import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatLastSynced, formatSavedAt } from './last-synced.ts';

const at = (iso: string) => DateTime.fromISO(iso).toMillis();

describe('formatLastSynced', () => {
  it('says the day and time in the device zone, the year only when it is not this one', () => {
    expect(formatLastSynced(at('2026-11-21T10:04:00'), at('2026-11-21T12:00:00'))).toBe(
      'Last synced 21 November, 10:04am',
    );
    expect(formatLastSynced(at('2025-12-30T16:30:00'), at('2026-01-02T09:00:00'))).toBe(
      'Last synced 30 December 2025, 4:30pm',
    );
  });

  it('reads midnight and noon as 12', () => {
    expect(formatLastSynced(at('2026-11-21T00:05:00'), at('2026-11-21T12:00:00'))).toBe(
      'Last synced 21 November, 12:05am',
    );
    expect(formatLastSynced(at('2026-11-21T12:00:00'), at('2026-11-21T13:00:00'))).toBe(
      'Last synced 21 November, 12:00pm',
    );
  });
});

describe('formatSavedAt', () => {
  it('gives the time for a copy from today and the day for an older one', () => {
    expect(formatSavedAt(at('2026-11-21T10:42:00'), at('2026-11-21T12:00:00'))).toBe('10:42am');
    expect(formatSavedAt(at('2026-11-20T22:15:00'), at('2026-11-21T08:00:00'))).toBe('20 Nov');
  });
});
