// The booking's top navigation: Dashboard, Your Cruise/Your Tour, Messages, Payments,
// then Credit Notes only when the booking has credit notes, and Review only once the current
// (server) date is on or after departure plus the number of days, for a trip the viewer may review
// (shared/domain/review-rules.ts: it took place, and they were on it).
import type { Booking } from '../../../shared/contract/bookings.ts';
import { reviewAvailable } from '../../../shared/domain/booking-rules.ts';
import { type ReviewerPlace, tripReviewableBy } from '../../../shared/domain/review-rules.ts';

export type BookingNavItem = 'dashboard' | 'booking' | 'messages' | 'payments' | 'credit_notes' | 'review';

const ALWAYS: readonly BookingNavItem[] = ['dashboard', 'booking', 'messages', 'payments'];

export type NavBooking = Pick<Booking, 'hasCreditNotes' | 'departAt' | 'numberOfDays' | 'status'> & {
  passengers: readonly ReviewerPlace[];
};

/** Until the booking and the viewer (their id, the server's time) are known, Review is not shown. */
export function bookingNavItems(
  booking: NavBooking | undefined,
  viewer: { serverNow: string; customerId: number } | undefined,
): BookingNavItem[] {
  if (!booking) return [...ALWAYS];
  const items = [...ALWAYS];
  if (booking.hasCreditNotes) items.push('credit_notes');
  if (viewer && reviewOffered(booking, viewer)) items.push('review');
  return items;
}

/** The Review tab and form: the trip has ended, took place, and the viewer was on it. */
export function reviewOffered(
  booking: Omit<NavBooking, 'hasCreditNotes'>,
  viewer: { serverNow: string; customerId: number },
): boolean {
  return (
    reviewAvailable(booking.departAt, booking.numberOfDays, new Date(viewer.serverNow)) &&
    tripReviewableBy({ status: booking.status, passengers: booking.passengers, customerId: viewer.customerId })
  );
}

/** Which item the address is on; the payment dialog (new_payment) sits over the booking page. */
export function currentBookingNavItem(pathname: string): BookingNavItem | null {
  const match = /^\/bookings\/\d+(?:\/([a-z_]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const section = match[1];
  if (section === undefined || section === 'new_payment') return 'booking';
  const known: Record<string, BookingNavItem> = {
    messages: 'messages',
    payments: 'payments',
    credit_notes: 'credit_notes',
    review: 'review',
  };
  return known[section] ?? null;
}
