// The optimistic picture of a passenger edit (passenger updates are optimistic and rolled back
// on failure): the booking as it will look once the server agrees.
import type { Booking, Passenger } from '../../../../shared/contract/bookings.ts';
import type { PassengerFormData } from '../../../../shared/domain/forms/passenger.ts';
import { fullName, personalInfoStatus } from '../../../../shared/domain/passengers.ts';

export function withPassengerDetails(booking: Booking, passengerId: number, data: PassengerFormData): Booking {
  return {
    ...booking,
    passengers: booking.passengers.map((p): Passenger => {
      if (p.id !== passengerId) return p;
      const next = { ...p, ...data };
      return { ...next, fullName: fullName(next), personalInfoStatus: personalInfoStatus(next) };
    }),
  };
}

/** The server's answer for one passenger, put in place in the cached booking. */
export function withPassenger(booking: Booking, passenger: Passenger): Booking {
  return { ...booking, passengers: booking.passengers.map((p) => (p.id === passenger.id ? passenger : p)) };
}
