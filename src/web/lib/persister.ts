// The query cache persisted to IndexedDB (idb-keyval), one entry per customer (persist-policy.ts).
// main.tsx restores it BEFORE the first render, so an offline start paints the last known data at
// once, then writes changes back, throttled. Whatever is written carries the customer of its own
// ['session', 'me'] answer, and is written only while that customer is the one this browser is
// signed in as: a write queued before a sign-out, or before another customer signed in elsewhere,
// never lands under anyone's key.
import type { QueryClient } from '@tanstack/react-query';
import { del, keys } from 'idb-keyval';
import { isMarkedLoggedIn } from '../offline/login-state.ts';
import { config } from './config.ts';
import { lazyModule } from './lazy-module.ts';
import { persistBuster, staleCacheKeys } from './persist-policy.ts';
import type { PersistedRead } from './persisted-read.ts';

const BUSTER = persistBuster(config.buildId);
const WRITE_THROTTLE_MS = 1000;
/** An IndexedDB that hangs (it happens in private windows) must not keep the app from starting. */
const RESTORE_TIMEOUT_MS = 2000;

let settle: () => void = () => {};
const restored = new Promise<void>((resolve) => {
  settle = resolve;
});
let restoredAt: number | undefined;

const timeout = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));

/** The restore's code (query-core's hydrate): fetched only when there is a cache to restore. */
const restorerCode = () => import('./restore-persisted.ts');

/**
 * Fills the query cache from the signed-in customer's entry (read by persisted-read.ts), if it is
 * of this build and not too old (restore-persisted.ts). A visitor has no entry, so the sign-in
 * page neither waits for nor carries that code. Never rejects.
 */
export async function restorePersistedCache(queryClient: QueryClient, read: PersistedRead): Promise<void> {
  const { key } = read;
  if (key) {
    const [restorer, raw] = await Promise.all([
      // Without its code (not cached yet, offline) the copy is kept for the next start, not judged.
      restorerCode().catch(() => undefined),
      Promise.race([read.raw, timeout(RESTORE_TIMEOUT_MS)]).catch(() => undefined),
    ]);
    try {
      const restored = restorer?.restoreFrom(queryClient, raw, { buster: BUSTER, customerId: read.customerId });
      if (restored) restoredAt = restored.timestamp;
      else if (restorer && raw) void del(key);
    } catch {
      void del(key).catch(() => {}); // unreadable
    }
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

/** When the restored copy was written (ms since the epoch), or undefined if nothing was restored. */
export function restoredCacheTimestamp(): number | undefined {
  return restoredAt;
}

export async function deleteStaleCaches(keep: string | undefined): Promise<void> {
  try {
    await Promise.all(staleCacheKeys(await keys(), keep).map((key) => del(key)));
  } catch {
    // IndexedDB unavailable: there is nothing of anyone's to delete either
  }
}

/** Every customer's entry; sign-out also clears the whole store (wipe.ts). */
export function removePersistedCaches(): Promise<void> {
  return deleteStaleCaches(undefined);
}

/** The writer's code, fetched once (again after a failure). */
const writerCode = lazyModule(() => import('./persist-writer.ts'));

/**
 * Writes the cache now: signed out, every entry goes; signed in, the writer checks and writes,
 * synchronously up to the IndexedDB request once its code is here (see persist-writer.ts).
 */
function writeNow(queryClient: QueryClient): Promise<void> {
  const write = (module: typeof import('./persist-writer.ts')) =>
    module.writePersistedCache(queryClient, BUSTER) || removePersistedCaches();
  const writer = writerCode.current();
  if (writer) return write(writer);
  if (!isMarkedLoggedIn()) return removePersistedCaches();
  return writerCode.load().then(write);
}

/** Persists every change of the query cache from now on (throttled); returns the unsubscribe. */
export function startPersisting(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    void writeNow(queryClient).catch(() => {});
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    // Fetched ahead of the throttled write, so a flush when the page hides finds it here.
    if (!writerCode.current() && isMarkedLoggedIn()) void writerCode.load().catch(() => {});
    timer ??= setTimeout(flush, WRITE_THROTTLE_MS);
  });
  // A reload or a closed tab right after a change still finds it on disk.
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
    if (timer !== undefined) clearTimeout(timer);
  };
}
