// The bookings a traveller chose to save for offline on this device, under their own IndexedDB key
// 'gangway-saved:<customerId>'. Kept apart from the query cache's copy, whose build version drops
// it with every new release: the choice outlives the copy, and the next online start fetches the
// saved bookings again (refresh-saved.ts). Sign-out deletes the whole database (lib/wipe.ts).
import { get, update } from 'idb-keyval';
import { keyvalStore } from '../../lib/keyval-store.ts';
import { SAVED_KEY_PREFIX } from '../../lib/persist-policy.ts';
import { bookingOfQueryKey } from './booking-reads.ts';

const savedKeyFor = (customerId: number) => `${SAVED_KEY_PREFIX}${customerId}`;

const asIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

export async function savedBookingIds(customerId: number): Promise<number[]> {
  try {
    return asIds(await get(savedKeyFor(customerId), keyvalStore));
  } catch {
    return []; // IndexedDB unavailable: nothing was saved either
  }
}

export async function markSaved(customerId: number, bookingId: number): Promise<void> {
  await update(savedKeyFor(customerId), (ids: unknown) => [...new Set([...asIds(ids), bookingId])], keyvalStore);
}

/** For the size bound: a query of a saved booking is dropped only once no other is left. */
export const isSavedBookingQuery =
  (saved: readonly number[]) =>
  (query: { queryKey: readonly unknown[] }): boolean =>
    saved.includes(bookingOfQueryKey(query.queryKey) ?? Number.NaN);
