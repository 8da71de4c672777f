// IndexedDB (idb-keyval) as the storage of TanStack's persister (cache-persister.ts). Its setItem is
// where the owner is checked: at the moment of writing, synchronously up to the IndexedDB request,
// so neither a throttled write nor one queued before a sign-out can land under anyone's key but
// that of the customer this browser is signed in as (a sign-out's clear is queued after it).
import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { keyvalStore } from './keyval-store.ts';
import { isSharedSession } from './shared-session.ts';
import { isMarkedLoggedIn, rememberedCustomerId } from './login-state.ts';
import { writeVerdict } from './persist-policy.ts';
import { removePersistedCaches } from './persister.ts';

/** What setItem resolves to once the copy is in IndexedDB. */
export const WRITTEN = 'written';

export const cacheStorage: AsyncStorage<string> = {
  getItem: (key) => get<string>(key, keyvalStore),
  setItem: (key, value) => {
    const verdict = writeVerdict(key, {
      loggedIn: isMarkedLoggedIn(),
      customerId: rememberedCustomerId(),
      sharedDevice: isSharedSession(),
    });
    if (verdict === 'write') return set(key, value, keyvalStore).then(() => WRITTEN);
    // Signed out (a session ended in this tab or another), or a shared device: nobody's copy stays.
    if (verdict === 'delete-all') return removePersistedCaches();
    return undefined; // signed in as someone else now: their copy is theirs to write
  },
  removeItem: (key) => del(key, keyvalStore),
};
