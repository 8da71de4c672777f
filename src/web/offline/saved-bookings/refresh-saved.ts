// The refresh of saved bookings (refresh-rules.ts) through the page's own query cache, then the
// periodic background sync registered where the browser grants it. Loaded by keep-fresh.ts once the
// page is shown, and only on a device holding saved bookings.
import type { QueryClient } from '@tanstack/react-query';
import { rememberedCustomerId } from '../../lib/login-state.ts';
import { currentPersistedCopy } from '../../lib/persisted-copy.ts';
import { isOnline } from '../online-status.ts';
import { DETAIL_READ } from './booking-reads.ts';
import { offlineStatusOf } from './offline-status.ts';
import { registerPeriodicRefresh } from './periodic-refresh.ts';
import { bookingsToRefresh, type TripDates } from './refresh-rules.ts';
import { saveForOffline } from './save-booking.ts';

let running = false;

/** Fetches again `saved` bookings of `customerId` that are due, then registers the periodic sync. */
export async function refreshSaved(queryClient: QueryClient, customerId: number, saved: number[]): Promise<void> {
  if (running) return;
  running = true;
  try {
    const copy = currentPersistedCopy();
    const ids = bookingsToRefresh(
      saved,
      (id) => queryClient.getQueryData<TripDates>(DETAIL_READ.key(id)),
      (id) => offlineStatusOf(copy, id),
      Date.now(),
    );
    for (const bookingId of ids) {
      if (!isOnline() || rememberedCustomerId() !== customerId) break;
      await saveForOffline(queryClient, { customerId, bookingId });
    }
    await registerPeriodicRefresh();
  } finally {
    running = false;
  }
}
