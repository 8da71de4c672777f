// Whether a booking is saved on this device, read from the copy of the query cache on disk
// (lib/persisted-copy.ts): saved when every read its screens need is there, updated as long ago
// as the oldest of them; and the words that say so, or what a save could not keep. Pure; the
// status memoised per copy. One module: the screens and the saving code share all of it.
import type { CopiedQuery, PersistedCopy } from '../../lib/persisted-copy.ts';
import { type BookingFacts, readsFor } from './booking-reads.ts';

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
const memo = new WeakMap<PersistedCopy, Map<number, OfflineStatus>>();

export function offlineStatusOf(copy: PersistedCopy | undefined, bookingId: number): OfflineStatus {
  if (!copy) return NOT_SAVED;
  const known = memo.get(copy) ?? new Map<number, OfflineStatus>();
  memo.set(copy, known);
  const status = known.get(bookingId) ?? statusOf(bookingId, copy.queries);
  known.set(bookingId, status);
  return status;
}

// What a failed save names besides the booking's own parts (booking-reads.ts).
/** The dashboard's list, fetched with each save: at sea it is the way to the saved booking. */
export const LIST_PART = 'list of bookings';
export const PHOTOS_PART = 'photos';
export const DEVICE_COPY_PART = 'copy on this device';

export const NOT_SAVED_TEXT = 'Not saved for offline';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Written out rather than with Intl.RelativeTimeFormat: creating one costs tens of ms on a slow
// phone, on the dashboard's start, for words that are English only.
const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** How long ago `at` was, in whole minutes, hours or days; under a minute is "just now". */
export function timeAgo(at: number, now: number): string {
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  return ago(Math.floor(elapsed / DAY), 'day');
}

export function offlineStatusText(status: OfflineStatus, now: number): string {
  return status.saved ? `Saved for offline · updated ${timeAgo(status.updatedAt, now)}` : NOT_SAVED_TEXT;
}

/** Bytes as a traveller reads them: "412 KB", "1.2 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Could not save the messages and photos. …" */
export function failureText(failed: readonly string[]): string {
  if (failed.length === 1 && failed[0] === DEVICE_COPY_PART) {
    return 'Could not keep the copy on this device: its storage may be full.';
  }
  const list = failed.length > 1 ? `${failed.slice(0, -1).join(', ')} and ${failed.at(-1)}` : failed[0];
  return `Could not save the ${list}. Check the connection and try again.`;
}
