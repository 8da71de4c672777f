// Bookings as iCalendar text (RFC 5545), written by ical-generator from the entries the booking
// page's own date rules give (shared/domain/booking-calendar.ts). UIDs name the booking and the
// entry, so importing again updates; DTSTAMP is the booking's creation, so the same facts give the
// same text (and the feed's ETag holds until something shown changes).
import ical from 'ical-generator';
import type { Booking } from '../../shared/contract/bookings.ts';
import { bookingCalendarEntries, dayAfter } from '../../shared/domain/booking-calendar.ts';

export type CalendarBookingInput = { booking: Booking; createdAt: Date };

const eventUid = (bookingId: number, key: string, host: string) => `booking-${bookingId}-${key}@${host}`;

export function writeCalendar(name: string, items: CalendarBookingInput[], host: string): string {
  const calendar = ical({ name, prodId: { company: 'Gangway', product: 'Gangway', language: 'EN' } });
  for (const { booking, createdAt } of items) {
    for (const entry of bookingCalendarEntries(booking)) {
      const common = { id: eventUid(booking.id, entry.key, host), summary: entry.title, stamp: createdAt };
      if (entry.allDay)
        calendar.createEvent({ ...common, allDay: true, start: entry.firstDay, end: dayAfter(entry.lastDay) });
      else calendar.createEvent({ ...common, start: new Date(entry.at), end: new Date(entry.at) });
    }
  }
  return calendar.toString();
}
