// The loaders of the dashboard and the booking page, with their load-failure rules:
// - the booking: redirect to the dashboard with 'Unfortunately we couldn't find such booking.'
//   for 404, else 'Sorry! There was an error loading the booking.';
// - the bookings list: 'Sorry! There was an error loading bookings.' and a redirect to the
//   dashboard, which is where the list lives, so the page stays and offers to try again.
// A failure without an HTTP status (offline with nothing saved on this device) is rethrown for the
// route's error boundary; 401 is left to the session-expiry handler; a preload never raises a toast.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isApiFailure } from '../../../lib/api-client.ts';
import { ensureOfflineAware } from '../../../lib/ensure-offline-aware.ts';
import { BOOKING_LOAD_ERROR_TEXT, BOOKING_NOT_FOUND_TEXT } from '../../../lib/booking-messages.ts';
import { toast } from '../../../ui/toast-store.ts';
import { bookingQuery, bookingsQuery } from './booking-queries.ts';

export const BOOKINGS_LOAD_ERROR_TEXT = 'Sorry! There was an error loading bookings.';

// A server render reports nothing: the toast store is the process's, and a failed load means the
// server sends the shell instead (web/prerender/render-signed-in.ts).
const reportable = (error: unknown, preload: boolean) =>
  !import.meta.env.SSR && !preload && isApiFailure(error) && error.status !== 401;

export async function loadBooking(queryClient: QueryClient, id: number, preload: boolean) {
  try {
    return await ensureOfflineAware(queryClient, bookingQuery(id));
  } catch (error) {
    if (!reportable(error, preload)) throw error;
    toast(isApiFailure(error) && error.status === 404 ? BOOKING_NOT_FOUND_TEXT : BOOKING_LOAD_ERROR_TEXT, 'error');
    throw redirect({ to: '/', replace: true });
  }
}

export async function loadBookings(queryClient: QueryClient, preload: boolean): Promise<void> {
  try {
    await ensureOfflineAware(queryClient, bookingsQuery());
  } catch (error) {
    if (!reportable(error, preload)) throw error;
    toast(BOOKINGS_LOAD_ERROR_TEXT, 'error');
  }
}
