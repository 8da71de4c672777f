// Names the page and the service worker agree on for refreshing saved bookings.

/** The periodic background sync the page registers where the browser has it (installed apps). */
export const PERIODIC_REFRESH_TAG = 'gangway-saved-bookings';
/** The worker asks an open window to refresh, rather than writing under the page's feet. */
export const REFRESH_SAVED_MESSAGE = 'REFRESH_SAVED_BOOKINGS';
/** How often the browser may wake the worker for it, at most. */
export const PERIODIC_REFRESH_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;
