// What a booking puts in a traveller's calendar: exactly the dates its page shows (booking-dates and
// itinerary sections), by the same rules. The trip and its days are all-day entries on the trip's
// calendar days; the hold's expiry is an instant (the page shows its time); the payment due date is
// a calendar day. Each entry has a key unique within its booking, so a calendar that imports the
// file again updates the entry instead of adding a second one.
import { DateTime } from 'luxon';
import type { Booking } from '../contract/bookings.ts';
import { datesShown, tripDay, tripLastDay } from './booking-rules.ts';

type CalendarBooking = Pick<
  Booking,
  | 'status'
  | 'paidCents'
  | 'totalCents'
  | 'departAt'
  | 'numberOfDays'
  | 'expire'
  | 'paymentDueDate'
  | 'productName'
  | 'productDirectionName'
> & { direction: Pick<Booking['direction'], 'itinerary'> };

/** An all-day entry runs from `firstDay` to `lastDay`, both included ('YYYY-MM-DD'). */
export type CalendarEntry =
  | { key: string; title: string; allDay: true; firstDay: string; lastDay: string }
  | { key: string; title: string; allDay: false; at: string };

/** The day after `day` ('YYYY-MM-DD'): an all-day event's end is exclusive in iCalendar. */
export const dayAfter = (day: string): string =>
  DateTime.fromISO(day, { zone: 'utc' }).plus({ days: 1 }).toISODate() ?? '';

export function bookingCalendarEntries(booking: CalendarBooking): CalendarEntry[] {
  const shown = datesShown(booking);
  if (!shown.departure) return [];
  const trip = booking.productDirectionName
    ? `${booking.productName}: ${booking.productDirectionName}`
    : booking.productName;
  const entries: CalendarEntry[] = [
    {
      key: 'trip',
      title: trip,
      allDay: true,
      firstDay: tripDay(booking.departAt, 1),
      lastDay: tripLastDay(booking.departAt, booking.numberOfDays),
    },
  ];
  const seen = new Set<number>();
  for (const day of [...booking.direction.itinerary].sort((a, b) => a.day - b.day)) {
    if (seen.has(day.day)) continue;
    seen.add(day.day);
    const date = tripDay(booking.departAt, day.day);
    entries.push({
      key: `day-${day.day}`,
      title: `Day ${day.day}: ${day.title}`,
      allDay: true,
      firstDay: date,
      lastDay: date,
    });
  }
  if (shown.expiry && booking.expire)
    entries.push({ key: 'hold', title: `Booking expires: ${booking.productName}`, allDay: false, at: booking.expire });
  if (shown.paymentDue && booking.paymentDueDate)
    entries.push({
      key: 'balance',
      title: `Payment due: ${booking.productName}`,
      allDay: true,
      firstDay: booking.paymentDueDate,
      lastDay: booking.paymentDueDate,
    });
  return entries;
}
