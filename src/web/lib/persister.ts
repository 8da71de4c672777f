// The query cache persisted to IndexedDB through idb-keyval. An empty cache (after sign-out) is not
// written back as an empty envelope: the key is deleted instead, so no bytes are left behind.
import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { isMarkedLoggedIn } from '../offline/login-state.ts';
import { config } from './config.ts';
import { mayPersistQuery, PERSIST_MAX_AGE_MS, PERSISTED_CACHE_KEY } from './persist-policy.ts';

const storage = {
  getItem: async (key: string) => (await get<string>(key)) ?? null,
  // Writes are throttled, so one queued while signed in can land after sign-out wiped the store;
  // the flag is read when the write happens, and a signed-out browser keeps nothing.
  setItem: (key: string, value: string) => (isMarkedLoggedIn() ? set(key, value) : del(key)),
  removeItem: (key: string) => del(key),
};

const base = createAsyncStoragePersister({ storage, key: PERSISTED_CACHE_KEY, throttleTime: 1000 });

const isEmpty = (client: PersistedClient) =>
  client.clientState.queries.length === 0 && client.clientState.mutations.length === 0;

export const persister: Persister = {
  persistClient: (client) => (isEmpty(client) ? base.removeClient() : base.persistClient(client)),
  restoreClient: () => base.restoreClient(),
  removeClient: () => base.removeClient(),
};

export const persistOptions = {
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: config.buildId,
  dehydrateOptions: { shouldDehydrateQuery: mayPersistQuery },
};

// Routes wait for the restore so an offline start can use the persisted customer.
let settle: () => void = () => {};
const restored = new Promise<void>((resolve) => {
  settle = resolve;
});

export function markCacheRestored(): void {
  settle();
}

/**
 * After a restore every answer counts as stale: the copy on disk may predate the last change made
 * before the page closed (writes are throttled). Pages show it at once and refetch behind it.
 */
export function onCacheRestored(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ refetchType: 'none' });
  settle();
}

/** Resolves once the persisted cache is restored, or after 2 s if IndexedDB hangs. */
export function whenCacheRestored(): Promise<void> {
  return Promise.race([restored, new Promise<void>((resolve) => setTimeout(resolve, 2000))]);
}
