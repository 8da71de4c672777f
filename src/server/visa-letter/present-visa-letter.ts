// The facts of a visa letter (shared/contract/visa-letter.ts). Offered only when the direction has
// visa-letter facts and the viewer's own passenger is confirmed (account-areas §4, §6). Recipients
// are the travelling (not cancelled) passengers with a name; the viewer's own place is preselected.
// Dates are calendar days (UTC): the trip ends on day numberOfDays, i.e. departure + days - 1.
import { DateTime } from 'luxon';
import type { VisaLetter } from '../../shared/contract/visa-letter.ts';
import { BRANDS } from '../../shared/domain/brands.ts';
import { fullName, sortPassengers } from '../../shared/domain/passengers.ts';
import { passengerFacts, viewerPassenger } from '../bookings/booking-facts.ts';
import type { BookingHead, PassengerRow } from '../bookings/load-booking.ts';

const day = (value: Date, plusDays = 0) =>
  DateTime.fromJSDate(value, { zone: 'utc' }).plus({ days: plusDays }).toISODate() ?? '';

/** Whether the viewer may have the letter of this booking. */
export function visaLetterOffered(head: BookingHead, passengers: PassengerRow[], viewerId: number): boolean {
  return head.direction.visaLetterAvailable && viewerPassenger(passengers, viewerId)?.passengerStatus === 'confirmed';
}

export function presentVisaLetter(head: BookingHead, passengers: PassengerRow[], viewerId: number): VisaLetter {
  const { booking, product, direction } = head;
  const own = viewerPassenger(passengers, viewerId);
  const brand = BRANDS[booking.brand];
  const recipients = sortPassengers(
    passengers
      .filter((row) => row.passengerStatus !== 'cancelled' && fullName(row) !== '')
      .map((row) => ({ ...passengerFacts(row), row })),
    booking.customerId,
  ).map(({ row }) => ({
    id: row.id,
    fullName: fullName(row),
    nationality: row.nationality,
    age: row.age,
    isChosen: row.id === own?.id,
  }));
  return {
    bookingId: booking.id,
    productName: product.name,
    departure: day(booking.departAt),
    finishDate: day(booking.departAt, Math.max(0, booking.numberOfDays - 1)),
    departurePoint: direction.departurePoint ?? '',
    finishPoint: direction.finishPoint ?? '',
    itineraryDestinations: direction.itineraryDestinations ?? '',
    itineraryDetails: direction.itineraryDetails ?? '',
    transportName: booking.transportName,
    company: { name: brand.company, email: brand.contact.email, phone: brand.contact.phone },
    recipients,
  };
}
