import { describe, expect, it } from 'vitest';
import {
  cacheKeyFor,
  cacheOwner,
  isOwnCache,
  mayPersistQuery,
  persistBuster,
  restorableCacheKey,
  staleCacheKeys,
  writeVerdict,
} from './persist-policy.ts';
import { fitWithinBytes } from './persist-size.ts';

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success') => ({
  queryKey,
  state: { status },
});

describe('mayPersistQuery', () => {
  it('persists successful answers', () => {
    expect(mayPersistQuery(query(['session', 'me']))).toBe(true);
    expect(mayPersistQuery(query(['bookings', 'detail', 40001]))).toBe(true);
  });

  it('persists the payments history and credit notes, read offline', () => {
    expect(mayPersistQuery(query(['payments', 'list', 40001]))).toBe(true);
    expect(mayPersistQuery(query(['payments', 'credit-notes', 40001]))).toBe(true);
  });

  it('never persists the payment configuration, saved cards or pending payment codes', () => {
    expect(mayPersistQuery(query(['payments', 'config']))).toBe(false);
    expect(mayPersistQuery(query(['payments', 'config', 'stripe']))).toBe(false);
    expect(mayPersistQuery(query(['payments', 'pending', 40001]))).toBe(false);
    expect(mayPersistQuery(query(['payments', 'pending-code', 40001, 5000, 'USD', []]))).toBe(false);
    expect(mayPersistQuery(query(['credit-cards']))).toBe(false);
    expect(mayPersistQuery(query(['credit-cards', 'list', 40001]))).toBe(false);
  });

  it('never persists the calendar feed URL, which opens the trips without a session', () => {
    expect(mayPersistQuery(query(['calendar-feed']))).toBe(false);
  });

  it('keeps anything else under payments in memory until it is allowed by name', () => {
    expect(mayPersistQuery(query(['payments']))).toBe(false);
    expect(mayPersistQuery(query(['payments', 'dialog', 40001]))).toBe(false);
    expect(mayPersistQuery(query(['payments', 40001]))).toBe(false);
  });

  it('does not persist failed or pending queries', () => {
    expect(mayPersistQuery(query(['session', 'me'], 'error'))).toBe(false);
    expect(mayPersistQuery(query(['session', 'me'], 'pending'))).toBe(false);
  });
});

describe('one persisted cache per customer', () => {
  it('keys the cache by customer id', () => {
    expect(cacheKeyFor(7)).toBe('gangway-cache:7');
    expect(cacheKeyFor(8)).not.toBe(cacheKeyFor(7));
  });

  it("restores only the remembered customer's key, and only while signed in", () => {
    expect(restorableCacheKey(true, 7)).toBe('gangway-cache:7');
    expect(restorableCacheKey(false, 7)).toBeUndefined();
    expect(restorableCacheKey(true, undefined)).toBeUndefined();
  });

  it("deletes every other customer's cache and saved bookings and the legacy key, nothing else", () => {
    const keys = ['gangway-cache:7', 'gangway-cache:8', 'gangway-query-cache', 'other', 42];
    expect(staleCacheKeys(keys, 'gangway-cache:7')).toEqual(['gangway-cache:8', 'gangway-query-cache']);
    expect(staleCacheKeys(keys, undefined)).toEqual(['gangway-cache:7', 'gangway-cache:8', 'gangway-query-cache']);
    const saved = ['gangway-saved:7', 'gangway-saved:8', 'gangway-saved:70'];
    expect(staleCacheKeys(saved, 'gangway-cache:7')).toEqual(['gangway-saved:8', 'gangway-saved:70']);
    expect(staleCacheKeys(saved, undefined)).toEqual(saved);
  });

  it("finds the owner in the cache's own customer answer", () => {
    const me = { queryKey: ['session', 'me'], state: { data: { customer: { id: 7 }, serverNow: '' } } };
    const other = { queryKey: ['bookings', 'list', 'mine'], state: { data: [] } };
    expect(cacheOwner([other, me])).toBe(7);
    expect(cacheOwner([other])).toBeUndefined();
  });
});

describe('persistBuster', () => {
  it('changes with the build and carries the schema version', () => {
    expect(persistBuster('abc')).not.toBe(persistBuster('abd'));
    expect(persistBuster('abc')).toMatch(/^\d+:abc$/);
  });
});

describe('isOwnCache', () => {
  const stored = (customerId: unknown) => ({
    buster: persistBuster('build-2'),
    timestamp: 1,
    clientState: {
      queries: [
        { queryKey: ['bookings', 'list', 'mine'], state: { data: [] } },
        { queryKey: ['session', 'me'], state: { data: { customer: { id: customerId } } } },
      ],
      mutations: [],
    },
  });

  it("restores the signed-in customer's own copy", () => {
    expect(isOwnCache(stored(7), 7)).toBe(true);
  });

  it('drops a copy of another customer, or of nobody', () => {
    expect(isOwnCache(stored(8), 7)).toBe(false);
    expect(isOwnCache(stored('7'), 7)).toBe(false);
    expect(isOwnCache({ ...stored(7), clientState: { queries: [], mutations: [] } }, 7)).toBe(false);
  });

  it('drops what is not a persisted client', () => {
    for (const client of [undefined, null, 7, 'text', {}, { clientState: {} }, { clientState: { queries: {} } }]) {
      expect(isOwnCache(client, 7)).toBe(false);
    }
    expect(isOwnCache({ clientState: { queries: [null] } }, 7)).toBe(false);
    expect(isOwnCache({ clientState: { queries: [{ queryKey: ['session', 'me'] }] } }, 7)).toBe(false);
  });
});

describe('writeVerdict', () => {
  it("writes only while this browser is signed in as the key's customer", () => {
    expect(writeVerdict('gangway-cache:7', { loggedIn: true, customerId: 7 })).toBe('write');
    expect(writeVerdict('gangway-cache:7', { loggedIn: true, customerId: 8 })).toBe('skip');
  });

  it("keeps nobody's copy once signed out", () => {
    expect(writeVerdict('gangway-cache:7', { loggedIn: false, customerId: 7 })).toBe('delete-all');
    expect(writeVerdict('gangway-cache:7', { loggedIn: true, customerId: undefined })).toBe('delete-all');
  });

  it("keeps nobody's copy on a shared device, even the signed-in customer's", () => {
    expect(writeVerdict('gangway-cache:7', { loggedIn: true, customerId: 7, sharedDevice: true })).toBe('delete-all');
  });
});

describe('fitWithinBytes', () => {
  const q = (root: string, id: number, dataUpdatedAt: number, size: number) => ({
    queryKey: [root, id],
    state: { dataUpdatedAt, data: 'x'.repeat(size) },
  });
  const client = (queries: ReturnType<typeof q>[]) => ({
    buster: '2:abc',
    timestamp: 1,
    clientState: { queries, mutations: [] },
  });
  const ids = (fitted: ReturnType<typeof client> | undefined) =>
    fitted?.clientState.queries.map((query) => query.queryKey.join(':'));
  const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

  it('keeps a client that fits as it is', () => {
    const small = client([q('session', 1, 5, 10), q('bookings', 1, 1, 10)]);
    expect(fitWithinBytes(small, 10_000)).toBe(small);
  });

  it("drops a saved booking's queries only once no other is left, however recent the others", () => {
    const big = client([q('bookings', 1, 100, 1000), q('bookings', 2, 300, 1000), q('bookings', 3, 200, 1000)]);
    const saved = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] === 1;
    expect(ids(fitWithinBytes(big, 2_300, saved))).toEqual(['bookings:1', 'bookings:2']);
    expect(ids(fitWithinBytes(big, 1_200, saved))).toEqual(['bookings:1']);
    expect(ids(fitWithinBytes(big, 2_300))).toEqual(['bookings:2', 'bookings:3']);
  });

  it('drops the least recently updated queries until it fits', () => {
    const big = client([q('bookings', 1, 300, 1000), q('bookings', 2, 100, 1000), q('bookings', 3, 200, 1000)]);
    const fitted = fitWithinBytes(big, 2_300);
    expect(ids(fitted)).toEqual(['bookings:1', 'bookings:3']);
    expect(bytes(fitted)).toBeLessThanOrEqual(2_300);
    expect(ids(fitWithinBytes(big, 1_300))).toEqual(['bookings:1']);
  });

  it('counts bytes, not characters', () => {
    const wide = client([
      { queryKey: ['bookings', 1], state: { dataUpdatedAt: 2, data: 'é'.repeat(400) } },
      q('bookings', 2, 1, 500),
    ]);
    const chars = JSON.stringify(wide).length;
    expect(ids(fitWithinBytes(wide, chars + 100))).toEqual(['bookings:1']);
  });

  it('never drops the customer; gives up when the customer alone is too large', () => {
    const big = client([q('session', 1, 1, 1000), q('bookings', 1, 500, 1000)]);
    expect(ids(fitWithinBytes(big, 1_300))).toEqual(['session:1']);
    expect(fitWithinBytes(big, 500)).toBeUndefined();
  });
});
