// Reading ahead for the trip: when the dashboard's list arrives online,
// the traveller's upcoming bookings are read too, so their booking page (itinerary, pre-departure
// information, passengers) is in the persisted cache and opens at sea even if it was never opened
// in port. Only the next few active bookings, and each at most every READ_AHEAD_FRESH_MS: a
// dashboard visit must not turn into a burst of requests every time.
import type { QueryClient } from '@tanstack/react-query';
import { whenFirstRenderCommitted } from '../lib/first-render.ts';
import { whenIdle } from '../lib/main-thread.ts';
import { isSharedSession } from '../lib/shared-session.ts';
import { isOnline } from './online-status.ts';

export const READ_AHEAD_LIMIT = 5;
export const READ_AHEAD_FRESH_MS = 10 * 60 * 1000;

type Summary = { id: number; bookingsScope: string; departAt: string };

/** The active bookings, soonest departure first, at most `limit`. */
export function bookingsToReadAhead(list: unknown, limit = READ_AHEAD_LIMIT): number[] {
  if (!Array.isArray(list)) return [];
  return (list as Summary[])
    .filter((booking) => booking.bookingsScope === 'active' && typeof booking.id === 'number')
    .sort((a, b) => Date.parse(a.departAt) - Date.parse(b.departAt))
    .slice(0, limit)
    .map((booking) => booking.id);
}

const isBookingList = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'bookings' && queryKey[1] === 'list' && queryKey[2] === 'mine';

/** Watches the query cache; returns the unsubscribe. */
export function readAheadForOffline(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    // A shared device keeps nothing to read at sea: reading ahead would only cost requests.
    if (!isBookingList(event.query.queryKey) || !isOnline() || isSharedSession()) return;
    const ids = bookingsToReadAhead(event.query.state.data);
    if (ids.length === 0) return;
    // Once the page on screen is rendered and the browser idle, one booking per idle moment: that
    // page comes first (a server-rendered dashboard brings its list before it hydrates), and
    // setting up a request is a few ms of work each, which back to back made one long task.
    void whenFirstRenderCommitted().then(() => whenIdle(() => void readAhead(queryClient, ids)));
  });
}

async function readAhead(queryClient: QueryClient, ids: number[]): Promise<void> {
  // Imported here, not at start-up: the dashboard has loaded it already, the login page never needs it.
  const { bookingQuery } = await import('../features/bookings/api/booking-queries.ts');
  for (const id of ids) {
    void queryClient.prefetchQuery({ ...bookingQuery(id), staleTime: READ_AHEAD_FRESH_MS });
    await new Promise<void>((resolve) => whenIdle(resolve));
  }
}
