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

export function subscribePersistedCopy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * What `read` finds in the copy on disk, again whenever another copy lands; a re-render only when
 * that changes (`read` answers a primitive). `whileRendered`: what a server render finds.
 */
export function usePersistedCopy<T extends string | number | boolean | undefined>(
  read: (copy: PersistedCopy | undefined) => T,
  whileRendered: T,
): T {
  return useSyncExternalStore(
    subscribePersistedCopy,
    () => read(current),
    () => whileRendered,
  );
}
