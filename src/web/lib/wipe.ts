// Sign-out leaves nothing of the customer on the device: the in-memory cache, the IndexedDB copy,
// web-storage keys (the remembered customer among them) and runtime caches of the service worker.
// Kept: the two cross-tab keys ('logined', 'refresh'), because other tabs must still read them, and
// the browser's own choices that hold nothing of a customer (persistent storage asked, the iOS
// install hint dismissed). The precached app shell stays: it holds no customer data.
import type { QueryClient } from '@tanstack/react-query';
import { clear as clearIdb } from 'idb-keyval';
import { IOS_HINT_DISMISSED_KEY } from '../offline/install/ios-install-hint-rules.ts';
import { PERSISTENT_STORAGE_ASKED_KEY } from '../offline/persistent-storage.ts';
import { removePersistedCaches } from './persister.ts';

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
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)));
}

export async function wipePersistedData(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.clear();
  clearWebStorage(localStorage, KEPT_STORAGE_KEYS);
  clearWebStorage(sessionStorage, []);
  await Promise.allSettled([removePersistedCaches(), clearIdb(), clearRuntimeCaches()]);
}
