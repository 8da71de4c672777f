// The passenger place an invitation is issued for, with the checks of invitation-rules.ts: the
// viewer must lead the booking (a booking they cannot see is a 404), the booking must be live, the
// place not cancelled and not the lead's own.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { bookingStatus, DISABLED_STATUSES } from '../../shared/domain/booking-status.ts';
import { bookingFacts } from '../bookings/booking-facts.ts';
import { type BookingHead, findVisibleBooking, type PassengerRow, passengersOf } from '../bookings/load-booking.ts';
import type { Db } from '../db/client.ts';
import { invitations, passengers } from '../db/schema.ts';
import { forbidden, notFound } from '../http/respond.ts';
import { BOOKING_CLOSED_FOR_INVITES, ONLY_LEAD_INVITES, OWN_PLACE, PASSENGER_CANCELLED } from './invitation-rules.ts';

export type InvitationPlace = { head: BookingHead; passenger: PassengerRow };

/** The place the lead may invite someone onto; throws the 404/403 answer otherwise. */
export async function invitablePlace(
  db: Db,
  passengerId: number,
  viewerId: number,
  now: Date,
): Promise<InvitationPlace> {
  const [owner] = await db
    .select({ bookingId: passengers.bookingId })
    .from(passengers)
    .where(eq(passengers.id, passengerId))
    .limit(1);
  const head = owner ? await findVisibleBooking(db, owner.bookingId, viewerId) : null;
  if (!head) throw notFound();
  if (head.booking.customerId !== viewerId) throw forbidden(ONLY_LEAD_INVITES);
  const all = await passengersOf(db, head.booking.id);
  const passenger = all.find((row) => row.id === passengerId);
  if (!passenger) throw notFound();
  const status = bookingStatus(bookingFacts(head.booking, head.direction, all), now);
  if (DISABLED_STATUSES.includes(status)) throw forbidden(BOOKING_CLOSED_FOR_INVITES);
  if (passenger.passengerStatus === 'cancelled') throw forbidden(PASSENGER_CANCELLED);
  if (passenger.customerId === viewerId) throw forbidden(OWN_PLACE);
  return { head, passenger };
}

/** Where a resend goes: the address of the latest invitation that had one, else the passenger's. */
export async function storedInvitationEmail(db: Db, passenger: PassengerRow): Promise<string | null> {
  const [latest] = await db
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.passengerId, passenger.id), isNotNull(invitations.email)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(1);
  return latest?.email ?? passenger.email ?? null;
}
