// The facts of a visa letter (shared/contract/visa-letter.ts). Offered only when the direction has
// visa-letter facts and the viewer's own passenger is confirmed. Recipients
// are the travelling (not cancelled) passengers with a name; the viewer's own place is preselected.
// A fellow passenger receives the others' names alone (passenger-viewer.ts).
// Dates are the trip's first and last days (shared/domain/booking-rules.ts tripDay/tripLastDay),
// the same days the booking page shows.
import { FELLOW_RECIPIENT_FIELDS, type VisaLetter } from '../../shared/contract/visa-letter.ts';
import { tripDay, tripLastDay } from '../../shared/domain/booking-rules.ts';
import { BRANDS } from '../../shared/domain/brands.ts';
import { fullName, sortPassengers, withInfoStatus } from '../../shared/domain/passengers.ts';
import { passengerFacts, viewerPassenger } from '../bookings/booking-facts.ts';
import type { BookingHead, PassengerRow } from '../bookings/load-booking.ts';
import { passengerViewer, shownTo } from '../bookings/passenger-viewer.ts';

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
      .map((row) => ({ ...withInfoStatus(passengerFacts(row)), row })),
    booking.customerId,
  ).map(({ row }) =>
    shownTo(
      passengerViewer(row, booking, viewerId),
      { id: row.id, fullName: fullName(row), nationality: row.nationality, age: row.age, isChosen: row.id === own?.id },
      FELLOW_RECIPIENT_FIELDS,
    ),
  );
  return {
    bookingId: booking.id,
    productName: product.name,
    departure: tripDay(booking.departAt, 1),
    finishDate: tripLastDay(booking.departAt, booking.numberOfDays),
    departurePoint: direction.departurePoint ?? '',
    finishPoint: direction.finishPoint ?? '',
    itineraryDestinations: direction.itineraryDestinations ?? '',
    itineraryDetails: direction.itineraryDetails ?? '',
    transportName: booking.transportName,
    company: { name: brand.company, email: brand.contact.email, phone: brand.contact.phone },
    recipients,
  };
}
