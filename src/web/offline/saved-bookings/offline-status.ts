// Whether a booking is saved on this device, read from the copy of the query cache on disk
// (lib/persisted-copy.ts): saved when every read its screens need is there, updated as long ago
// as the oldest of them, taking the bytes of their JSON. Pure; memoised per copy.
import type { CopiedQuery, PersistedCopy } from '../../lib/persisted-copy.ts';
import { utf8Bytes } from '../../lib/persist-size.ts';
import { type BookingFacts, bookingOfQueryKey, readsFor } from './booking-reads.ts';

export type OfflineStatus =
  | { saved: false }
  /** `updatedAt`: when the oldest of its answers was fetched; `bytes`: what they take. */
  | { saved: true; updatedAt: number; bytes: number };

const NOT_SAVED: OfflineStatus = { saved: false };

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

function statusOf(bookingId: number, queries: CopiedQuery[]): OfflineStatus {
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
  const bytes = queries.reduce((sum, query) => sum + utf8Bytes(JSON.stringify(query)), 0);
  return { saved: true, updatedAt, bytes };
}

const memo = new WeakMap<PersistedCopy, Map<number, OfflineStatus>>();

/** The offline status of every booking the copy holds anything of. */
export function offlineStatuses(copy: PersistedCopy): Map<number, OfflineStatus> {
  const known = memo.get(copy);
  if (known) return known;
  const byBooking = new Map<number, CopiedQuery[]>();
  for (const query of copy.queries) {
    const id = bookingOfQueryKey(query.queryKey);
    if (id !== undefined) byBooking.set(id, [...(byBooking.get(id) ?? []), query]);
  }
  const statuses = new Map([...byBooking].map(([id, queries]) => [id, statusOf(id, queries)]));
  memo.set(copy, statuses);
  return statuses;
}

export function offlineStatusOf(copy: PersistedCopy | undefined, bookingId: number): OfflineStatus {
  return (copy && offlineStatuses(copy).get(bookingId)) ?? NOT_SAVED;
}
