// An operator's change from the CRM: a booking cancelled, a passenger confirmed or cancelled. Made
// once per CRM event (its id kept with the handled events, in the same transaction as the change)
// and announced with the matching notification types to the travellers it concerns.
import { and, eq } from 'drizzle-orm';
import type { CrmBookingChange } from '../../shared/contract/crm-integration.ts';
import type { Db } from '../db/client.ts';
import { bookings, passengers } from '../db/schema.ts';
import { raiseNotice } from '../notifications/raise-notifications.ts';
import { travellersOf } from './booking-travellers.ts';
import { claimCrmEvent } from './crm-events.ts';

export type BookingChangeResult = { applied: true } | { duplicate: true } | { unknown: true };

export function applyBookingChange(db: Db, input: CrmBookingChange, now: Date): Promise<BookingChangeResult> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
    if (!booking) return { unknown: true };
    const [passenger] =
      input.change === 'booking_cancelled'
        ? [null]
        : await tx
            .select()
            .from(passengers)
            .where(and(eq(passengers.id, input.passengerId), eq(passengers.bookingId, booking.id)));
    if (passenger === undefined) return { unknown: true };
    if (!(await claimCrmEvent(tx, input.eventId))) return { duplicate: true };

    if (input.change === 'booking_cancelled') {
      await tx
        .update(bookings)
        .set({ cancelledAt: booking.cancelledAt ?? now, updatedAt: now })
        .where(eq(bookings.id, booking.id));
      await raiseNotice(
        tx,
        await travellersOf(tx, booking.id),
        {
          bookingId: booking.id,
          type: 'BookingCancelled',
          message: `Booking #${booking.id} has been cancelled.`,
          priority: 'important',
          eventKey: `booking-cancelled:${booking.id}`,
        },
        now,
      );
      return { applied: true };
    }
    if (!passenger) return { unknown: true };
    const confirmed = input.change === 'passenger_confirmed';
    await tx
      .update(passengers)
      .set({ passengerStatus: confirmed ? 'confirmed' : 'cancelled', updatedAt: now })
      .where(eq(passengers.id, passenger.id));
    const name = [passenger.firstName, passenger.lastName].filter(Boolean).join(' ') || 'A passenger';
    const recipients = [booking.customerId, passenger.customerId].filter((id): id is number => id != null);
    await raiseNotice(
      tx,
      recipients,
      {
        bookingId: booking.id,
        type: confirmed ? 'PassengerConfirmed' : 'PassengerCancelled',
        message: confirmed
          ? `${name} has been confirmed on your booking.`
          : `${name} has been cancelled from your booking.`,
        priority: confirmed ? 'success' : 'warning',
        // A passenger confirmed again after a cancellation is a new event: the key names the event id.
        eventKey: `passenger-${confirmed ? 'confirmed' : 'cancelled'}:${passenger.id}:${input.eventId}`,
      },
      now,
    );
    return { applied: true };
  });
}
