// Which bookings have already reported the analytics checkout (POST .../ga_checkout is sent once
// per booking). Kept in localStorage under one key as a JSON list of booking ids; on a shared device,
// in this tab's memory only (its booking ids are the traveller's).
import { isSharedSession } from '../../../lib/shared-session.ts';

export const GA_CHECKOUT_STORAGE_KEY = 'gangway-ga-checkout';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const inMemory = new Map<string, string>();
const tabMemory: KeyValueStore = {
  getItem: (key) => inMemory.get(key) ?? null,
  setItem: (key, value) => void inMemory.set(key, value),
};

/** Where the sent checkouts are kept: localStorage, or this tab's memory on a shared device. */
export const checkoutStore = (): KeyValueStore => (isSharedSession() ? tabMemory : localStorage);

export function sentCheckouts(store: KeyValueStore): number[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(GA_CHECKOUT_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return []; // unreadable (hand-edited, another version): start again rather than fail the page
  }
}

export const checkoutSent = (store: KeyValueStore, bookingId: number) => sentCheckouts(store).includes(bookingId);

export function rememberCheckout(store: KeyValueStore, bookingId: number): void {
  const ids = sentCheckouts(store);
  if (ids.includes(bookingId)) return;
  try {
    store.setItem(GA_CHECKOUT_STORAGE_KEY, JSON.stringify([...ids, bookingId]));
  } catch {
    // storage full or blocked: at worst the checkout is reported again on a later visit
  }
}
