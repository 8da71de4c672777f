// Saved bookings stay fresh by themselves (refresh-rules.ts): when the app opens online, once the
// page is shown and the browser idle, and when the service worker's periodic background sync asks
// while a window is open. Where the browser has periodic background sync (an installed app in
// Chromium), it is registered, so the worker refreshes them with the app closed too
// (background-refresh.ts). The work itself is in refresh-saved.ts, fetched when it runs.
import type { QueryClient } from '@tanstack/react-query';
import { whenFirstRenderCommitted } from '../../lib/first-render.ts';
import { whenIdle } from '../../lib/main-thread.ts';
import { REFRESH_SAVED_MESSAGE } from './refresh-messages.ts';

export function keepSavedBookingsFresh(queryClient: QueryClient): void {
  const run = () => void import('./refresh-saved.ts').then((code) => code.refreshSaved(queryClient)).catch(() => {});
  void whenFirstRenderCommitted().then(() => whenIdle(run));
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === REFRESH_SAVED_MESSAGE) run();
  });
}
