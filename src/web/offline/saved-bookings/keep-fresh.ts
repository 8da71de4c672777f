// Saved bookings stay fresh by themselves (refresh-rules.ts): when the app opens online, once the
// page is shown and the browser idle, and when the service worker's periodic background sync asks
// while a window is open. Where the browser has periodic background sync (an installed app in
// Chromium), it is registered, so the worker refreshes them with the app closed too
// (background-refresh.ts).
import type { QueryClient } from '@tanstack/react-query';
import { whenFirstRenderCommitted } from '../../lib/first-render.ts';
import { isMarkedLoggedIn, rememberedCustomerId } from '../../lib/login-state.ts';
import { whenIdle } from '../../lib/main-thread.ts';
import { currentPersistedCopy } from '../../lib/persisted-copy.ts';
import { isSharedSession } from '../../lib/shared-session.ts';
import { isOnline } from '../online-status.ts';
import { DETAIL_READ } from './booking-reads.ts';
import { offlineStatusOf } from './offline-status.ts';
import { registerPeriodicRefresh } from './periodic-refresh.ts';
import { REFRESH_SAVED_MESSAGE } from './refresh-messages.ts';
import { bookingsToRefresh, type TripDates } from './refresh-rules.ts';
import { savedBookingIds } from './saved-set.ts';

let running = false;

async function refreshSaved(queryClient: QueryClient): Promise<void> {
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
    if (ids.length > 0) {
      const { saveForOffline } = await import('./save-booking.ts');
      for (const bookingId of ids) {
        if (!isOnline() || rememberedCustomerId() !== customerId) break;
        await saveForOffline(queryClient, { customerId, bookingId });
      }
    }
    if (saved.length > 0) await registerPeriodicRefresh();
  } finally {
    running = false;
  }
}

export function keepSavedBookingsFresh(queryClient: QueryClient): void {
  const run = () => void refreshSaved(queryClient).catch(() => {});
  void whenFirstRenderCommitted().then(() => whenIdle(run));
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === REFRESH_SAVED_MESSAGE) run();
  });
}
