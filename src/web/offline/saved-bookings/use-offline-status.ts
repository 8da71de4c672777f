// A booking's offline status for the screens: read from the copy on disk as each copy lands, and
// the time it names kept current. Undefined in the first render (a server render or the one that
// hydrates it has no device to ask), so the status never differs between server and browser.
import { useEffect, useState } from 'react';
import { type PersistedCopy, usePersistedCopy } from '../../lib/persisted-copy.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { type OfflineStatus, offlineStatusOf } from './offline-status.ts';

const TICK_MS = 30_000;

/** The current time, again every half minute while mounted ("updated 5 minutes ago" moves on). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
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
