// Saved bookings stay fresh by themselves (refresh-rules.ts): when the app opens online, once the
// page is shown and the browser idle, and when the service worker's periodic background sync asks
// while a window is open. Where the browser has periodic background sync (an installed app in
// Chromium), it is registered, so the worker refreshes them with the app closed too
// (background-refresh.ts). The work itself is in refresh-saved.ts, fetched only when this device
// holds saved bookings: most starts have none, and must not load the saving code for nothing.
import type { QueryClient } from '@tanstack/react-query';
import { whenFirstRenderCommitted } from '../../lib/first-render.ts';
import { isMarkedLoggedIn, rememberedCustomerId } from '../../lib/login-state.ts';
import { whenIdle } from '../../lib/main-thread.ts';
import { isSharedSession } from '../../lib/shared-session.ts';
import { isOnline } from '../online-status.ts';
import { REFRESH_SAVED_MESSAGE } from './refresh-messages.ts';
import { savedBookingIds } from './saved-set.ts';

async function refreshIfSaved(queryClient: QueryClient): Promise<void> {
  const customerId = rememberedCustomerId();
  if (!isOnline() || !isMarkedLoggedIn() || isSharedSession() || customerId === undefined) return;
  const saved = await savedBookingIds(customerId);
  if (saved.length === 0) return;
  await (await import('./refresh-saved.ts')).refreshSaved(queryClient, customerId, saved);
}

export function keepSavedBookingsFresh(queryClient: QueryClient): void {
  const run = () => void refreshIfSaved(queryClient).catch(() => {});
  void whenFirstRenderCommitted().then(() => whenIdle(run));
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === REFRESH_SAVED_MESSAGE) run();
  });
}
