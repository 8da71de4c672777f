// A booking's offline status for the screens: read from the copy on disk as each copy lands, and
// the time it names kept current. Undefined in the first render (a server render or the one that
// hydrates it has no device to ask), so the status never differs between server and browser.
import { useEffect, useState } from 'react';
import { usePersistedCopy } from '../../lib/persisted-copy.ts';
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

export function useOfflineStatus(bookingId: number): OfflineStatus | undefined {
  const copy = usePersistedCopy();
  const hydrated = useHydrated();
  return hydrated ? offlineStatusOf(copy, bookingId) : undefined;
}
