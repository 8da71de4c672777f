// Writing the query cache to IndexedDB (persister.ts decides when). Loaded on demand, once a
// customer is signed in: the sign-in page never writes a cache, so it does not carry this code.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { del, set } from 'idb-keyval';
import { isMarkedLoggedIn, rememberedCustomerId } from '../offline/login-state.ts';
import { cacheKeyFor, cacheOwner, mayPersistQuery, PERSIST_MAX_BYTES } from './persist-policy.ts';
import { fitWithinBytes } from './persist-size.ts';

/**
 * Writes the cache now: nothing unless this browser is signed in as the customer of the cache's
 * own ['session', 'me'] answer. Synchronous up to the IndexedDB request, so these checks cannot be
 * overtaken by a sign-out: its clear is queued after this write. `false` when not signed in (the
 * caller then deletes every entry).
 */
export function writePersistedCache(queryClient: QueryClient, buster: string): Promise<void> | false {
  const customerId = rememberedCustomerId();
  if (!isMarkedLoggedIn() || customerId === undefined) return false;
  const clientState = dehydrate(queryClient, {
    shouldDehydrateQuery: mayPersistQuery,
    shouldDehydrateMutation: () => false,
  });
  if (cacheOwner(clientState.queries) !== customerId) return Promise.resolve();
  const fitted = fitWithinBytes({ buster, timestamp: Date.now(), clientState }, PERSIST_MAX_BYTES);
  const key = cacheKeyFor(customerId);
  return fitted ? set(key, fitted.json) : del(key);
}
