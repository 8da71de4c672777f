// Persistent storage: once the traveller has a booking in the cache, ask the browser not
// to evict this origin's IndexedDB and caches under storage pressure, so what was read in port is
// still there at sea. Asked once per browser (remembered in localStorage, kept at sign-out); never
// on the login page, because only a signed-in answer about bookings triggers it.
// Only the request: the key it is remembered under is in persistent-storage.ts, which sign-out
// (lib/wipe.ts) reads without pulling this code into the start-up bundle.
import type { QueryClient } from '@tanstack/react-query';
import { isSharedSession } from '../lib/shared-session.ts';
import { PERSISTENT_STORAGE_ASKED_KEY } from './persistent-storage.ts';

/** Whether a successful answer shows that the traveller has at least one booking. */
export function showsABooking(queryKey: readonly unknown[], data: unknown): boolean {
  if (queryKey[0] !== 'bookings') return false;
  if (queryKey[1] === 'list') return Array.isArray(data) && data.length > 0;
  return queryKey[1] === 'detail' && queryKey.length === 3 && data !== undefined && data !== null;
}

function alreadyAsked(): boolean {
  try {
    return localStorage.getItem(PERSISTENT_STORAGE_ASKED_KEY) !== null;
  } catch {
    return true; // no storage to remember it in: do not ask on every start
  }
}

async function ask(storage: StorageManager): Promise<void> {
  try {
    localStorage.setItem(PERSISTENT_STORAGE_ASKED_KEY, new Date().toISOString());
  } catch {}
  try {
    if (!(await storage.persisted())) await storage.persist();
  } catch {
    // refused or unsupported: the cache still works, it may just be evicted
  }
}

/** Watches the query cache and asks once; returns the unsubscribe. */
export function askPersistentStorageOnceBooked(queryClient: QueryClient): () => void {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || alreadyAsked()) return () => {};
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    // A shared device keeps nothing worth protecting, and the browser's choice would outlive the session.
    if (!showsABooking(event.query.queryKey, event.query.state.data) || isSharedSession()) return;
    unsubscribe();
    if (!alreadyAsked()) void ask(storage);
  });
  return unsubscribe;
}
