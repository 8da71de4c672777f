// Sign-out leaves nothing of the customer on the device (a tablet in port is shared): the in-memory
// cache; the IndexedDB database of their copies (query cache, page snapshots, saved bookings),
// deleted outright so its files leave the disk, not only its records; web-storage keys (the
// remembered customer among them); the service worker's runtime caches (product photos, avatars)
// and workbox-expiration's database of them; and the saved bookings' periodic refresh. The same
// wipe runs in every tab, whichever tab signed out (features/session/cross-tab-sync.ts).
// A deletion waits until every other connection has closed: each of the app's closes itself at
// once (keyval-store.ts, the worker's close-on-version-change.ts), and sign-out does not wait for
// one that does not (delete-database.ts); the database goes when it closes.
// Kept: the two cross-tab keys ('logined', 'refresh'), because other tabs must still read them, and
// the browser's own choices that hold nothing of a customer (persistent storage asked, the iOS
// install hint dismissed). The precached app shell stays: it holds no customer data.
import { askWorker } from '../offline/ask-worker.ts';
import { deleteDatabase } from '../offline/delete-database.ts';
import { IOS_HINT_DISMISSED_KEY } from '../offline/install/ios-install-hint-rules.ts';
import { PERSISTENT_STORAGE_ASKED_KEY } from '../offline/persistent-storage.ts';
import { EXPIRATION_DB_NAME, FORGET_RUNTIME_DATA } from '../offline/runtime-data-names.ts';
import { unregisterPeriodicRefresh } from '../offline/saved-bookings/periodic-refresh.ts';
import { announcePersistedCopy } from './persisted-copy.ts';
import { KEYVAL_DB_NAME } from './keyval-store.ts';
import { forgetSharedSession } from './shared-session.ts';

export const KEPT_STORAGE_KEYS: readonly string[] = [
  'logined',
  'refresh',
  PERSISTENT_STORAGE_ASKED_KEY,
  IOS_HINT_DISMISSED_KEY,
];

function clearWebStorage(storage: Storage, keep: readonly string[]) {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !keep.includes(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

async function clearRuntimeCaches() {
  // The worker holds workbox-expiration's database open, so it is the one that can drop it at once
  // (sw.ts forgetRuntimeData).
  await askWorker({ type: FORGET_RUNTIME_DATA });
  // Then whatever the worker left (no worker in control, an older one, no answer in time).
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)));
  }
  if (typeof indexedDB !== 'undefined') await deleteDatabase(indexedDB, EXPIRATION_DB_NAME);
}

async function deleteCopies() {
  if (typeof indexedDB !== 'undefined') await deleteDatabase(indexedDB, KEYVAL_DB_NAME);
}

/** What sign-out leaves behind outside the query client (which wipe-on-demand.ts clears first). */
export async function wipeStoredData(): Promise<void> {
  forgetSharedSession();
  clearWebStorage(localStorage, KEPT_STORAGE_KEYS);
  clearWebStorage(sessionStorage, []);
  await Promise.allSettled([deleteCopies(), clearRuntimeCaches(), unregisterPeriodicRefresh()]);
  announcePersistedCopy(undefined);
}
