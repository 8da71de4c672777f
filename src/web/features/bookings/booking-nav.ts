// The booking's top navigation: Dashboard, Your Cruise/Your Tour, Messages, Payments,
// then Credit Notes only when the booking has credit notes, and Review only once the current
// (server) date is on or after departure plus the number of days.
import type { Booking } from '../../../shared/contract/bookings.ts';
import { reviewAvailable } from '../../../shared/domain/booking-rules.ts';

export type BookingNavItem = 'dashboard' | 'booking' | 'messages' | 'payments' | 'credit_notes' | 'review';

const ALWAYS: readonly BookingNavItem[] = ['dashboard', 'booking', 'messages', 'payments'];

/** Until the booking is known only the items every booking has are shown. */
export function bookingNavItems(
  booking: Pick<Booking, 'hasCreditNotes' | 'departAt' | 'numberOfDays'> | undefined,
  serverNow: string | undefined,
): BookingNavItem[] {
  if (!booking) return [...ALWAYS];
  const items = [...ALWAYS];
  if (booking.hasCreditNotes) items.push('credit_notes');
  if (serverNow && reviewAvailable(booking.departAt, booking.numberOfDays, new Date(serverNow))) items.push('review');
  return items;
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
