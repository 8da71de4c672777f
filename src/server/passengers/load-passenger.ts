// One passenger of a booking the viewer may see, with what its answer is derived from.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Passenger } from '../../shared/contract/bookings.ts';
import { passengerCanBeChanged } from '../../shared/domain/booking-rules.ts';
import { passengerDuesCents } from '../../shared/domain/passenger-dues.ts';
import { type BookingStatus, bookingStatus } from '../../shared/domain/booking-status.ts';
import { bookingFacts } from '../bookings/booking-facts.ts';
import { type BookingHead, findVisibleBooking, type PassengerRow, passengersOf } from '../bookings/load-booking.ts';
import { passengerViewer } from '../bookings/passenger-viewer.ts';
import { canBeChangedRule, presentPassenger } from '../bookings/present-booking.ts';
import type { Db } from '../db/client.ts';
import { invitations, passengerExtras } from '../db/schema.ts';

export type PassengerOnBooking = {
  head: BookingHead;
  passenger: PassengerRow;
  /** Every passenger of the booking: what one owes depends on the others (passenger-dues.ts). */
  passengers: PassengerRow[];
  status: BookingStatus;
  canBeChanged: boolean;
  viewerIsLead: boolean;
};

/** Null when the booking is not the viewer's to see or the passenger is not on it. */
export async function loadPassengerOnBooking(
  db: Db,
  ids: { bookingId: number; passengerId: number },
  customerId: number,
  now: Date,
): Promise<PassengerOnBooking | null> {
  const head = await findVisibleBooking(db, ids.bookingId, customerId);
  if (!head) return null;
  const all = await passengersOf(db, ids.bookingId);
  const passenger = all.find((row) => row.id === ids.passengerId);
  if (!passenger) return null;
  const status = bookingStatus(bookingFacts(head.booking, head.direction, all), now);
  return {
    head,
    passenger,
    passengers: all,
    status,
    canBeChanged: passengerCanBeChanged({
      departAt: head.booking.departAt,
      now,
      bookingStatus: status,
      passengerCancelled: passenger.passengerStatus === 'cancelled',
    }),
    viewerIsLead: head.booking.customerId === customerId,
  };
}

/** The passenger as the viewer may see it (passenger-viewer.ts). */
export async function presentLoadedPassenger(
  db: Db,
  loaded: Pick<PassengerOnBooking, 'head' | 'passengers' | 'status'>,
  passenger: PassengerRow,
  viewerId: number,
  now: Date,
): Promise<Passenger> {
  const [extras, open] = await Promise.all([
    db.select().from(passengerExtras).where(eq(passengerExtras.passengerId, passenger.id)),
    db
      .select({ id: invitations.id })
      .from(invitations)
      .where(
        and(eq(invitations.passengerId, passenger.id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)),
      )
      .limit(1),
  ]);
  return presentPassenger(
    passenger,
    extras,
    {
      invitationPending: open.length > 0,
      dueCents:
        passengerDuesCents(loaded.head.booking.totalCents, loaded.passengers).get(passenger.id) ??
        passenger.totalPriceCents,
      canBeChanged: canBeChangedRule({ status: loaded.status, departAt: loaded.head.booking.departAt, now }),
    },
    passengerViewer(passenger, loaded.head.booking, viewerId),
  );
}
