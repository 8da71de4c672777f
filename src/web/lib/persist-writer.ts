// Writing the query cache to IndexedDB through TanStack's persister (persistQueryClientSubscribe).
// Loaded once a customer is signed in (persister.ts): the sign-in page does not carry it.
// Each change is dehydrated without payment-sensitive answers or mutations (persist-policy.ts) and
// handed to the persister of the customer whose ['session', 'me'] answer it holds, so each copy
// goes under its own customer's key, at most once a second (cache-persister.ts), and lands only
// if this browser is still signed in as that customer when it is written (persist-storage.ts).
import type { QueryClient } from '@tanstack/react-query';
import {
  type AsyncStorage,
  type Persister,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { isMarkedLoggedIn } from './login-state.ts';
import { customerCachePersister, SAVE_OPTIONS, WRITE_THROTTLE_MS } from './cache-persister.ts';
import { cacheOwner } from './persist-policy.ts';
import { cacheStorage } from './persist-storage.ts';
import { removePersistedCaches } from './persister.ts';

/** Writes each copy through its owner's persister, at most once per `throttleTime` for each. */
function ownersPersister(throttleTime: number, storage: AsyncStorage<string>): Persister {
  const persisters = new Map<number, Persister>();
  const persisterOf = (customerId: number) => {
    const persister = persisters.get(customerId) ?? customerCachePersister(customerId, storage, throttleTime);
    persisters.set(customerId, persister);
    return persister;
  };
  return {
    persistClient: (client) => {
      const owner = cacheOwner(client.clientState.queries);
      if (owner !== undefined) return persisterOf(owner).persistClient(client);
      // Nobody's cache, signed out (a session that ended emptied it): nobody's copy stays either.
      return isMarkedLoggedIn() ? undefined : removePersistedCaches();
    },
    restoreClient: () => undefined,
    removeClient: removePersistedCaches,
  };
}

/** Persists every change of the query cache from now on, and what changed before. */
export function startWriting(queryClient: QueryClient): void {
  // Whether a change waits for the throttle, not handed to IndexedDB yet.
  let pending = false;
  const throttled = ownersPersister(WRITE_THROTTLE_MS, {
    ...cacheStorage,
    setItem: (key, value) => {
      pending = false;
      return cacheStorage.setItem(key, value);
    },
  });
  const persister: Persister = {
    ...throttled,
    persistClient: (client) => {
      pending = true;
      return throttled.persistClient(client);
    },
  };
  const options = { ...SAVE_OPTIONS, queryClient: queryClient };
  persistQueryClientSubscribe({ ...options, persister });
  void persistQueryClientSave({ ...options, persister });

  // A reload or a closed tab right after a change still finds it on disk: when the page is hidden,
  // a change still waiting for the throttle is written at once.
  const atOnce = ownersPersister(0, cacheStorage);
  const flush = () => {
    if (!pending) return;
    pending = false;
    void persistQueryClientSave({ ...options, persister: atOnce });
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

/** One write of the whole cache, not throttled; resolves once it has landed (or failed). */
export function writeNow(queryClient: QueryClient): Promise<void> {
  return persistQueryClientSave({ ...SAVE_OPTIONS, queryClient, persister: ownersPersister(0, cacheStorage) });
}
