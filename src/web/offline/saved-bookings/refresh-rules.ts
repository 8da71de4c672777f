// Which saved bookings are fetched again without being asked: those departing within 30 days (or
// under way), unless refreshed in the last 10 minutes, and any saved booking no longer complete
// in the copy on disk (a new version of the app starts a new copy). Pure, for the page and the
// service worker alike.
import type { OfflineStatus } from './offline-status.ts';

export const REFRESH_WITHIN_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESHED_RECENTLY_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TripDates = { departAt: string; numberOfDays: number };

export function bookingsToRefresh(
  saved: readonly number[],
  tripOf: (bookingId: number) => TripDates | undefined,
  statusOf: (bookingId: number) => OfflineStatus,
  now: number,
): number[] {
  return saved.filter((id) => {
    const status = statusOf(id);
    if (!status.saved) return true;
    if (now - status.updatedAt < REFRESHED_RECENTLY_MS) return false;
    const trip = tripOf(id);
    if (!trip) return false;
    const departs = Date.parse(trip.departAt);
    return departs - now <= REFRESH_WITHIN_MS && departs + trip.numberOfDays * DAY_MS >= now;
  });
}
