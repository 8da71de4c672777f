// The copy of the query cache on this device's disk, as it was last written or restored: what a
// booking's offline status is read from (offline/saved-bookings), never the memory, which may hold
// answers that were not written (too large, payment-sensitive, a failed write).
import { useSyncExternalStore } from 'react';

export type CopiedQuery = {
  queryKey: readonly unknown[];
  state: { data?: unknown; dataUpdatedAt: number; status: string };
};
export type PersistedCopy = { customerId: number; queries: readonly CopiedQuery[] };

let current: PersistedCopy | undefined;
const listeners = new Set<() => void>();

/** Called once a copy has landed in IndexedDB or been restored from it; undefined once it is gone. */
export function announcePersistedCopy(copy: PersistedCopy | undefined): void {
  current = copy;
  for (const listener of listeners) listener();
}

export function currentPersistedCopy(): PersistedCopy | undefined {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders whenever another copy lands; nothing is on disk in a server render. */
export function usePersistedCopy(): PersistedCopy | undefined {
  return useSyncExternalStore(subscribe, currentPersistedCopy, () => undefined);
}
