// The restore of the signed-in customer's persisted query cache (persister.ts loads this only when
// there is one), through TanStack's persistQueryClientRestore: a copy of another build (buster),
// older than the maximum age, unreadable or not this customer's (cache-persister.ts) is deleted;
// anything else is hydrated.
// Every restored answer counts as stale: the copy on disk may predate the last change made before
// the page closed, so pages show it at once and refetch behind it.
// Each step leaves a performance measure (RESTORE_MEASURES) that bench/offline-start.mjs reports:
// the wait for the copy and this code, the parse (with the copy's size) and the hydrate.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { type Persister, persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { customerCachePersister, RESTORE_OPTIONS } from './cache-persister.ts';
import { announcePersistedCopy, type PersistedCopy } from './persisted-copy.ts';
import { cacheStorage } from './persist-storage.ts';

const RESTORE_MEASURES = {
  wait: 'gangway:restore-wait',
  parse: 'gangway:restore-parse',
  hydrate: 'gangway:restore-hydrate',
} as const;

/**
 * Restores `customerId`'s copy, read already (persisted-read.ts) as `read`. Rejects when the copy
 * could not be read (it has been deleted then).
 */
export async function restorePersisted(queryClient: QueryClient, customerId: number, read: Promise<unknown>) {
  let arrived = 0;
  let characters = 0;
  let parsed: number | undefined;
  let copy: PersistedCopy | undefined;
  const persister = customerCachePersister(customerId, {
    ...cacheStorage,
    getItem: async () => {
      // Anything but text fails to parse, and is deleted.
      const raw = (await read) as string | undefined;
      arrived = performance.now();
      characters = raw?.length ?? 0;
      performance.measure(RESTORE_MEASURES.wait, { start: 0, end: arrived });
      return raw;
    },
  });
  const measured: Persister = {
    ...persister,
    restoreClient: async () => {
      const client = await persister.restoreClient();
      if (!client) return client;
      parsed = performance.now();
      copy = { customerId, queries: client.clientState.queries };
      performance.measure(RESTORE_MEASURES.parse, { start: arrived, end: parsed, detail: { characters } });
      // TanStack Query takes itself to be online until an 'offline' event. navigator.onLine is to be
      // trusted when it says false: an offline start (the reason this copy exists) then pauses the
      // restored pages' refetches at once, as a connection lost later does, instead of loading the
      // API transport and sending requests that cannot leave before the first paint.
      if (!navigator.onLine) onlineManager.setOnline(false);
      return client;
    },
    removeClient: () => {
      parsed = undefined; // of another build, or too old: nothing is hydrated
      return persister.removeClient();
    },
  };
  await persistQueryClientRestore({
    ...RESTORE_OPTIONS,
    queryClient: queryClient,
    persister: measured,
  });
  if (parsed === undefined) return;
  // What is on disk now: the offline status of the saved bookings is read from it.
  announcePersistedCopy(copy);
  void queryClient.invalidateQueries({ refetchType: 'none' });
  performance.measure(RESTORE_MEASURES.hydrate, { start: parsed, end: performance.now() });
}
