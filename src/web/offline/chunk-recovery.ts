// After a deploy, a page of the previous build can ask for a lazy chunk that no longer exists
// (another tab activated the new version, whose precache replaced the old files, and the server
// serves only the new build). One reload fetches the new index and its chunks. A marker in
// sessionStorage, per build, makes sure this happens once: if the reload comes back with the same
// build, the chunk is really missing and the page's error view is shown instead of a reload loop.
import { config } from '../lib/config.ts';

export const CHUNK_RELOAD_KEY = 'gangway:chunk-reload';
/** A second recovery for the same build only after this long (a later deploy, not a loop). */
export const CHUNK_RELOAD_AGAIN_AFTER_MS = 10 * 60 * 1000;

type Marker = { build: string; at: number };
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export type ChunkRecoveryEnvironment = {
  storage: StorageLike;
  buildId: string;
  now: () => number;
  isOnline: () => boolean;
  reload: () => void;
};

function readMarker(storage: StorageLike): Marker | undefined {
  try {
    const value = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? 'null') as Partial<Marker> | null;
    return typeof value?.build === 'string' && typeof value.at === 'number'
      ? { build: value.build, at: value.at }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Reloads once for a failed chunk; returns whether it did. */
export function recoverFromChunkError(env: ChunkRecoveryEnvironment): boolean {
  // Offline a reload cannot fetch anything new, and without a worker it would show the browser's
  // own offline page: leave the error to the page, which says the traveller is offline.
  if (!env.isOnline()) return false;
  const marker = readMarker(env.storage);
  if (marker && marker.build === env.buildId && env.now() - marker.at < CHUNK_RELOAD_AGAIN_AFTER_MS) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ build: env.buildId, at: env.now() }));
  } catch {
    // Without storage there is no guard against a loop, so no reload either.
    return false;
  }
  env.reload();
  return true;
}

/** Dynamic-import failures as browsers word them (and Vite's CSS preload failure). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    message.startsWith('Failed to fetch dynamically imported module') ||
    message.startsWith('error loading dynamically imported module') ||
    message.startsWith('Importing a module script failed') ||
    message.startsWith('Unable to preload CSS')
  );
}

/**
 * Vite reports every failed lazy import (route pages included: the router's lazy components load
 * through Vite's preload helper) as 'vite:preloadError'; an import outside it surfaces as an
 * unhandled rejection.
 * When this reloads, the error goes on to the router, whose own module-missing handling suspends
 * the page until the reload lands (it may ask for the same reload: still one). When the guard says
 * no, the event is cancelled: the import then yields nothing, the page shows its error view, and
 * the router never sees a "module missing" error it would answer with a second reload.
 */
let reloading = false;

/**
 * Whether a recovery reload is under way: main.tsx then draws nothing, since a first render would
 * ask again for the chunk that failed (and the router, failing too, would reload a second time).
 */
export const isReloadingForChunk = () => reloading;

export function installChunkRecovery(): void {
  const recover = () =>
    recoverFromChunkError({
      storage: window.sessionStorage,
      buildId: config.buildId,
      now: () => Date.now(),
      isOnline: () => navigator.onLine,
      reload: () => {
        reloading = true;
        window.location.reload();
      },
    });
  window.addEventListener('vite:preloadError', (event) => {
    if (!recover()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) recover();
  });
}
