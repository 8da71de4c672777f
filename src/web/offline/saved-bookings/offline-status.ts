// Whether a booking is saved on this device, read from the copy of the query cache on disk
// (lib/persisted-copy.ts): saved when every read its screens need is there, updated as long ago
// as the oldest of them. Pure; memoised per copy.
import type { CopiedQuery, PersistedCopy } from '../../lib/persisted-copy.ts';
import { utf8Bytes } from '../../lib/persist-size.ts';
import { type BookingFacts, bookingOfQueryKey, readsFor } from './booking-reads.ts';

export type OfflineStatus =
  | { saved: false }
  /** `updatedAt`: when the oldest of its answers was fetched. */
  | { saved: true; updatedAt: number };

const NOT_SAVED: OfflineStatus = { saved: false };

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

function statusOf(bookingId: number, queries: readonly CopiedQuery[]): OfflineStatus {
  const held = (key: readonly unknown[]) =>
    queries.find((query) => query.state.status === 'success' && sameKey(query.queryKey, key));
  const detail = held(['bookings', 'detail', bookingId])?.state.data as BookingFacts | undefined;
  if (!detail) return NOT_SAVED;
  let updatedAt = Number.POSITIVE_INFINITY;
  for (const read of readsFor(detail)) {
    const query = held(read.key(bookingId));
    if (!query) return NOT_SAVED;
    updatedAt = Math.min(updatedAt, query.state.dataUpdatedAt);
  }
  return { saved: true, updatedAt };
}

/** Per copy and booking, worked out once: a copy lands at most once a second, screens ask often. */
function memoised<T>(work: (copy: PersistedCopy, bookingId: number) => T) {
  const memo = new WeakMap<PersistedCopy, Map<number, T>>();
  return (copy: PersistedCopy, bookingId: number): T => {
    const known = memo.get(copy) ?? new Map<number, T>();
    memo.set(copy, known);
    if (!known.has(bookingId)) known.set(bookingId, work(copy, bookingId));
    return known.get(bookingId) as T;
  };
}

const statusInCopy = memoised((copy, bookingId) => statusOf(bookingId, copy.queries));

export function offlineStatusOf(copy: PersistedCopy | undefined, bookingId: number): OfflineStatus {
  return copy ? statusInCopy(copy, bookingId) : NOT_SAVED;
}

/** What the booking's answers take in the copy, in bytes of their JSON. */
export const savedBytesOf = memoised((copy, bookingId) =>
  copy.queries
    .filter((query) => bookingOfQueryKey(query.queryKey) === bookingId)
    .reduce((sum, query) => sum + utf8Bytes(JSON.stringify(query)), 0),
);
