// The query cache persisted to IndexedDB through TanStack's persister, one entry per customer
// (persist-policy.ts). main.tsx restores it BEFORE the first render, so an offline start paints the
// last known data at once (restore-persisted.ts), then writes changes back (persist-writer.ts).
// This part is in every start: it fetches that code only when there is something to restore or
// write, so a visitor's sign-in page neither waits for nor carries it.
import type { QueryClient } from '@tanstack/react-query';
import { del, keys } from 'idb-keyval';
import { keyvalStore } from './keyval-store.ts';
import { isSharedSession } from './shared-session.ts';
import { isMarkedLoggedIn } from './login-state.ts';
import { lazyModule } from './lazy-module.ts';
import { staleCacheKeys } from './persist-policy.ts';
import type { PersistedRead } from './persisted-read.ts';

/** An IndexedDB that hangs (it happens in private windows) must not keep the app from starting. */
const RESTORE_TIMEOUT_MS = 2000;

let settle: () => void = () => {};
const restored = new Promise<void>((resolve) => {
  settle = resolve;
});

const timeout = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/** The restore's and the writer's code, fetched once (again after a failure). */
const persistCode = lazyModule(() => import('./persist-code.ts'));

/**
 * Fills the query cache from the signed-in customer's entry (read by persisted-read.ts), if it is
 * of this build, theirs and not too old. Never rejects.
 */
export async function restorePersistedCache(queryClient: QueryClient, read: PersistedRead): Promise<void> {
  const { key, customerId } = read;
  if (key && customerId !== undefined) {
    const raw = Promise.race([read.raw, timeout(RESTORE_TIMEOUT_MS)]).catch(() => undefined);
    // Without its code (not cached yet, offline) the copy is kept for the next start, not judged.
    const code = await persistCode.load().catch(() => undefined);
    await code?.restorePersisted(queryClient, customerId, raw).catch(() => {}); // deleted: unreadable
  }
  settle();
  // Other customers' entries (and older layouts) go, after the first render has been unblocked.
  void deleteStaleCaches(key);
}

/** Resolves once restorePersistedCache has finished (route guards wait for it). */
export function whenCacheRestored(): Promise<void> {
  // A server render has no persisted cache (web/prerender/render-signed-in.ts).
  if (import.meta.env.SSR) return Promise.resolve();
  return restored;
}

export async function deleteStaleCaches(keep: string | undefined): Promise<void> {
  try {
    await Promise.all(staleCacheKeys(await keys(keyvalStore), keep).map((key) => del(key, keyvalStore)));
  } catch {
    // IndexedDB unavailable: there is nothing of anyone's to delete either
  }
}

/** Every customer's entry; sign-out deletes the whole database (wipe.ts). */
export function removePersistedCaches(): Promise<void> {
  return deleteStaleCaches(undefined);
}

/**
 * Persists the query cache from now on: the writer is fetched at the first change made while signed
 * in, and from then on follows the cache itself.
 */
export function startPersisting(queryClient: QueryClient): void {
  let fetching = false;
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    // A shared device's session keeps nothing (persist-storage.ts refuses its writes as well).
    if (fetching || !isMarkedLoggedIn() || isSharedSession()) return;
    fetching = true;
    persistCode.load().then(
      (code) => {
        unsubscribe();
        code.startWriting(queryClient);
      },
      () => {
        fetching = false; // a flaky connection: the next change tries again
      },
    );
  });
}

/** Writes the query cache to IndexedDB now (a save for offline); resolves once it has landed. */
export async function persistNow(queryClient: QueryClient): Promise<void> {
  await (await persistCode.load()).writeNow(queryClient);
}
