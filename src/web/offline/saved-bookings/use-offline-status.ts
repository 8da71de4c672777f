// A booking's offline status for the screens: read from the copy on disk as each copy lands, and
// the time it names kept current. Undefined in the first render (a server render or the one that
// hydrates it has no device to ask), so the status never differs between server and browser.
import { useSyncExternalStore } from 'react';
import { type PersistedCopy, usePersistedCopy } from '../../lib/persisted-copy.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { type OfflineStatus, offlineStatusOf } from './offline-status.ts';

const TICK_MS = 30_000;

// One clock for every status on screen (a dashboard shows one per card), ticking while any is shown.
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const ticks = new Set<() => void>();

function subscribeNow(listener: () => void): () => void {
  ticks.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const tick of ticks) tick();
    }, TICK_MS);
  }
  return () => {
    ticks.delete(listener);
    if (ticks.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time, again every half minute while shown ("updated 5 minutes ago" moves on). */
export function useNow(): number {
  return useSyncExternalStore(
    subscribeNow,
    () => now,
    () => now,
  );
}

/** When the booking's saved answers were fetched (the oldest), or -1 when it is not saved. */
const savedAt = (bookingId: number) => (copy: PersistedCopy | undefined) => {
  const status = offlineStatusOf(copy, bookingId);
  return status.saved ? status.updatedAt : -1;
};

export function useOfflineStatus(bookingId: number): OfflineStatus | undefined {
  const updatedAt = usePersistedCopy(savedAt(bookingId), -1);
  const hydrated = useHydrated();
  if (!hydrated) return undefined;
  return updatedAt === -1 ? { saved: false } : { saved: true, updatedAt };
}
