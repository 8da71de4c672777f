// The refresh of saved bookings (refresh-rules.ts) through the page's own query cache, then the
// periodic background sync registered where the browser grants it. Loaded by keep-fresh.ts once the
// page is shown, so no start carries it.
import type { QueryClient } from '@tanstack/react-query';
import { isMarkedLoggedIn, rememberedCustomerId } from '../../lib/login-state.ts';
import { currentPersistedCopy } from '../../lib/persisted-copy.ts';
import { isSharedSession } from '../../lib/shared-session.ts';
import { isOnline } from '../online-status.ts';
import { DETAIL_READ } from './booking-reads.ts';
import { offlineStatusOf } from './offline-status.ts';
import { registerPeriodicRefresh } from './periodic-refresh.ts';
import { bookingsToRefresh, type TripDates } from './refresh-rules.ts';
import { saveForOffline } from './save-booking.ts';
import { savedBookingIds } from './saved-set.ts';

let running = false;

export async function refreshSaved(queryClient: QueryClient): Promise<void> {
  const customerId = rememberedCustomerId();
  if (running || !isOnline() || !isMarkedLoggedIn() || isSharedSession() || customerId === undefined) return;
  running = true;
  try {
    const saved = await savedBookingIds(customerId);
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
    if (saved.length > 0) await registerPeriodicRefresh();
  } finally {
    running = false;
  }
}
