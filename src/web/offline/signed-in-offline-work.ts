// The offline work that only concerns a signed-in traveller: reading ahead for the trip, asking for
// persistent storage (both triggered by answers about bookings) and keeping saved bookings fresh.
// Started by the authenticated guard before any signed-in page loads its data (so no answer is
// missed), and imported on demand: the sign-in page's JavaScript does not carry it.
import type { QueryClient } from '@tanstack/react-query';
import { askPersistentStorageOnceBooked } from './persistent-storage-request.ts';
import { readAheadForOffline } from './read-ahead.ts';
import { keepSavedBookingsFresh } from './saved-bookings/keep-fresh.ts';

const startedFor = new WeakSet<QueryClient>();

/** Idempotent per query client: every signed-in navigation calls it. */
export function startSignedInOfflineWork(queryClient: QueryClient): void {
  if (startedFor.has(queryClient)) return;
  startedFor.add(queryClient);
  readAheadForOffline(queryClient);
  askPersistentStorageOnceBooked(queryClient);
  keepSavedBookingsFresh(queryClient);
}
