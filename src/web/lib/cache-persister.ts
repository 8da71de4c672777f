// One customer's query cache as TanStack's persister keeps it (createAsyncStoragePersister): under
// that customer's own key (persist-policy.ts), written at most once a second, never larger than
// the size bound (serialize refuses a larger copy, and retry drops the least recently updated
// answers until it fits: persist-size.ts), and restored only when the entry is that customer's
// (deserialize; TanStack's restore deletes what it cannot read). The bookings saved for offline are
// the last to be dropped. Each copy that lands is announced (persisted-copy.ts): the offline status
// of a booking is read from it.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { AsyncStorage, PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { isSavedBookingQuery, savedBookingIds } from '../offline/saved-bookings/saved-set.ts';
import { config } from './config.ts';
import { announcePersistedCopy } from './persisted-copy.ts';
import {
  cacheKeyFor,
  isOwnCache,
  mayPersistQuery,
  PERSIST_MAX_AGE_MS,
  PERSIST_MAX_BYTES,
  persistBuster,
} from './persist-policy.ts';
import { fitWithinBytes, utf8Bytes } from './persist-size.ts';
import { WRITTEN } from './persist-storage.ts';

/** Every copy carries this build's buster: a copy of another build is deleted, not restored. */
const BUSTER = persistBuster(config.buildId);
/** What TanStack's save is given: no payment-sensitive answers, no mutations are written. */
export const SAVE_OPTIONS = {
  buster: BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: mayPersistQuery, shouldDehydrateMutation: () => false },
};
/** What TanStack's restore is given: a copy older than the maximum age is deleted too. */
export const RESTORE_OPTIONS = { buster: BUSTER, maxAge: PERSIST_MAX_AGE_MS };
export const WRITE_THROTTLE_MS = 1000;

class TooLargeError extends Error {}

export function customerCachePersister(
  customerId: number,
  storage: AsyncStorage<string>,
  throttleTime = WRITE_THROTTLE_MS,
): Persister {
  const key = cacheKeyFor(customerId);
  // The copy being written: TanStack serializes, then hands the text to setItem, one save at a time.
  let serialized: PersistedClient | undefined;
  return createAsyncStoragePersister({
    storage: {
      ...storage,
      setItem: async (itemKey, value) => {
        const copy = serialized;
        const outcome = await storage.setItem(itemKey, value);
        if (outcome === WRITTEN && copy) announcePersistedCopy({ customerId, queries: copy.clientState.queries });
        return outcome;
      },
    },
    key,
    throttleTime,
    serialize: (client) => {
      const json = JSON.stringify(client);
      if (utf8Bytes(json) > PERSIST_MAX_BYTES) throw new TooLargeError(`${key}: over the size bound`);
      serialized = client;
      return json;
    },
    deserialize: (raw) => {
      const client: unknown = JSON.parse(raw);
      if (!isOwnCache(client, customerId)) throw new Error(`${key} holds no cache of this customer`);
      return client as PersistedClient;
    },
    retry: async ({ persistedClient, error }) => {
      if (!(error instanceof TooLargeError)) return undefined; // IndexedDB failed: the next change tries again
      const saved = await savedBookingIds(customerId);
      const fitted = fitWithinBytes(persistedClient, PERSIST_MAX_BYTES, isSavedBookingQuery(saved));
      // Not even the customer fits: an older copy must not stay in its place.
      if (!fitted) {
        await storage.removeItem(key);
        announcePersistedCopy(undefined);
      }
      return fitted;
    },
  });
}
