import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerCachePersister, RESTORE_OPTIONS, SAVE_OPTIONS, WRITE_THROTTLE_MS } from './cache-persister.ts';
import { PERSIST_MAX_AGE_MS, PERSIST_MAX_BYTES } from './persist-policy.ts';

/** idb-keyval's part, in memory. */
function memoryStorage(entries: Record<string, string> = {}) {
  const stored = new Map(Object.entries(entries));
  const writes: string[] = [];
  return {
    stored,
    writes,
    getItem: async (key: string) => stored.get(key),
    setItem: async (key: string, value: string) => {
      writes.push(key);
      stored.set(key, value);
    },
    removeItem: async (key: string) => {
      stored.delete(key);
    },
  };
}

const me = (id: number) => ({ customer: { id }, serverNow: '2026-05-01T00:00:00Z' });

function customerCache(id: number) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['session', 'me'], me(id));
  queryClient.setQueryData(['bookings', 'list', 'mine'], [{ id: 40001 }]);
  return queryClient;
}

const save = (queryClient: QueryClient, persister: ReturnType<typeof customerCachePersister>) =>
  persistQueryClientSave({ ...SAVE_OPTIONS, queryClient: queryClient, persister });

async function restore(persister: ReturnType<typeof customerCachePersister>) {
  // TanStack's restore logs what it deletes outside production builds.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const queryClient = new QueryClient();
  await persistQueryClientRestore({ ...RESTORE_OPTIONS, queryClient: queryClient, persister });
  return queryClient;
}

const keysIn = (json: string | undefined) =>
  (JSON.parse(json ?? '{}') as { clientState: { queries: { queryKey: unknown[] }[] } }).clientState.queries.map(
    (query) => query.queryKey.join(':'),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('customerCachePersister', () => {
  it("writes a customer's cache under their own key and restores it", async () => {
    const storage = memoryStorage();
    await save(customerCache(7), customerCachePersister(7, storage));
    expect([...storage.stored.keys()]).toEqual(['gangway-cache:7']);

    const restored = await restore(customerCachePersister(7, storage));
    expect(restored.getQueryData(['bookings', 'list', 'mine'])).toEqual([{ id: 40001 }]);
    expect(restored.getQueryData(['session', 'me'])).toEqual(me(7));
  });

  it('never writes saved cards, payment configuration, payment codes or mutations', async () => {
    const storage = memoryStorage();
    const queryClient = customerCache(7);
    queryClient.setQueryData(['credit-cards', 'list', 40001], [{ last4: '4242' }]);
    queryClient.setQueryData(['payments', 'config'], { publishableKey: 'pk' });
    queryClient.setQueryData(['payments', 'pending-code', 40001], { code: 'BT-1' });
    queryClient.setQueryData(['payments', 'list', 40001], []);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'paid' })
      .execute({ card: '4242424242424242' });
    await save(queryClient, customerCachePersister(7, storage));

    const written = storage.stored.get('gangway-cache:7');
    expect(keysIn(written).sort()).toEqual(['bookings:list:mine', 'payments:list:40001', 'session:me']);
    expect(JSON.parse(written ?? '{}').clientState.mutations).toEqual([]);
  });

  it("deletes, and does not restore, an entry under this customer's key that is not theirs", async () => {
    const other = memoryStorage();
    await save(customerCache(8), customerCachePersister(8, other));
    const storage = memoryStorage({ 'gangway-cache:7': other.stored.get('gangway-cache:8') ?? '' });

    await expect(restore(customerCachePersister(7, storage))).rejects.toThrow();
    expect(storage.stored.size).toBe(0);
  });

  it('deletes an entry it cannot read', async () => {
    const storage = memoryStorage({ 'gangway-cache:7': '{"clientState":' });
    await expect(restore(customerCachePersister(7, storage))).rejects.toThrow();
    expect(storage.stored.size).toBe(0);
  });

  it('deletes a copy of another build, or one older than the maximum age', async () => {
    const storage = memoryStorage();
    await save(customerCache(7), customerCachePersister(7, storage));
    const written = JSON.parse(storage.stored.get('gangway-cache:7') ?? '{}');

    const otherBuild = memoryStorage({ 'gangway-cache:7': JSON.stringify({ ...written, buster: '1:old-build' }) });
    expect((await restore(customerCachePersister(7, otherBuild))).getQueryCache().getAll()).toEqual([]);
    expect(otherBuild.stored.size).toBe(0);

    const old = { ...written, timestamp: Date.now() - PERSIST_MAX_AGE_MS - 1000 };
    const tooOld = memoryStorage({ 'gangway-cache:7': JSON.stringify(old) });
    expect((await restore(customerCachePersister(7, tooOld))).getQueryCache().getAll()).toEqual([]);
    expect(tooOld.stored.size).toBe(0);
  });

  it('drops the least recently updated answers to stay within the size bound, never the customer', async () => {
    const storage = memoryStorage();
    const queryClient = new QueryClient();
    const quarter = 'x'.repeat(PERSIST_MAX_BYTES / 4);
    queryClient.setQueryData(['session', 'me'], me(7), { updatedAt: 1 });
    for (const [id, updatedAt] of [
      [40001, 400],
      [40002, 100],
      [40003, 300],
      [40004, 200],
      [40005, 500],
    ]) {
      queryClient.setQueryData(['bookings', 'detail', id], quarter, { updatedAt });
    }
    await save(queryClient, customerCachePersister(7, storage));

    const written = storage.stored.get('gangway-cache:7') ?? '';
    expect(new TextEncoder().encode(written).length).toBeLessThanOrEqual(PERSIST_MAX_BYTES);
    expect(keysIn(written)).toEqual([
      'session:me',
      'bookings:detail:40001',
      'bookings:detail:40003',
      'bookings:detail:40005',
    ]);
  });

  it('deletes the copy when not even the customer fits', async () => {
    const storage = memoryStorage();
    await save(customerCache(7), customerCachePersister(7, storage));
    const queryClient = new QueryClient();
    queryClient.setQueryData(['session', 'me'], { ...me(7), huge: 'x'.repeat(PERSIST_MAX_BYTES) });
    await save(queryClient, customerCachePersister(7, storage));
    expect(storage.stored.size).toBe(0);
  });

  it('writes at most once a second, the latest state then', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const persister = customerCachePersister(7, storage);
    const queryClient = customerCache(7);
    void save(queryClient, persister);
    await vi.advanceTimersByTimeAsync(0);
    for (const id of [40002, 40003]) {
      queryClient.setQueryData(['bookings', 'detail', id], { id });
      void save(queryClient, persister);
    }
    await vi.advanceTimersByTimeAsync(WRITE_THROTTLE_MS - 10);
    expect(storage.writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(storage.writes).toHaveLength(2);
    expect(keysIn(storage.stored.get('gangway-cache:7'))).toContain('bookings:detail:40003');
  });
});
