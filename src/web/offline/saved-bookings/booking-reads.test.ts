import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BOOKING_READS, bookingOfQueryKey, readsFor } from './booking-reads.ts';
import { withFreshAnswers } from './copy-patch.ts';

describe("a booking's reads", () => {
  it('include the visa letter only where the booking offers it', () => {
    expect(readsFor({ visaLetterAvailable: false }).map((read) => read.part)).not.toContain('visa letter');
    expect(readsFor({ visaLetterAvailable: true }).map((read) => read.part)).toContain('visa letter');
  });

  it('tell which booking a key belongs to, and nothing for any other key', () => {
    for (const read of BOOKING_READS) expect(bookingOfQueryKey(read.key(40012))).toBe(40012);
    expect(bookingOfQueryKey(['bookings', 'list', 'mine'])).toBeUndefined();
    expect(bookingOfQueryKey(['session', 'me'])).toBeUndefined();
    expect(bookingOfQueryKey(['bookings', 'detail', '40012'])).toBeUndefined();
    expect(bookingOfQueryKey(['payments', 'pending', 40012])).toBeUndefined();
  });

  it("are hashed by the worker's refresh as TanStack hashes them", () => {
    const copy = { buster: 'b', timestamp: 0, clientState: { queries: [], mutations: [] } };
    const patched = withFreshAnswers(
      copy,
      BOOKING_READS.map((read) => ({ queryKey: read.key(3), data: null })),
      5,
    );
    expect(patched.clientState.queries.map((query) => query.queryHash)).toEqual(
      BOOKING_READS.map((read) => hashKey(read.key(3))),
    );
  });
});
