// Accepting an invitation: the signed-in customer takes the passenger place. Single use holds under
// concurrency because the invitation is claimed with a conditional UPDATE (accepted_at IS NULL)
// inside a transaction that first locks the booking row, so two accepts of one token, or one
// customer accepting two places of a booking at once, end with exactly one winner.
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { bookings, type customers, invitations, passengers } from '../db/schema.ts';
import { forbidden } from '../http/respond.ts';
import type { FoundInvitation } from './find-invitation.ts';
import {
  ALREADY_ACCEPTED,
  ALREADY_ON_BOOKING,
  BOOKING_UNAVAILABLE,
  INVITATION_EXPIRED,
  LEAD_OWN_BOOKING,
  PLACE_TAKEN,
} from './invitation-rules.ts';
import { invitationUnusable } from './present-invitation.ts';

type Accepter = typeof customers.$inferSelect;

/** An empty passenger field takes the customer's value; a filled one keeps its own. */
const fillText = (column: AnyPgColumn, value: string | null) => sql`coalesce(nullif(trim(${column}), ''), ${value})`;

async function alreadyOnBooking(db: Pick<Db, 'select'>, found: FoundInvitation, customerId: number) {
  const [other] = await db
    .select({ id: passengers.id })
    .from(passengers)
    .where(
      and(
        eq(passengers.bookingId, found.booking.id),
        eq(passengers.customerId, customerId),
        ne(passengers.id, found.passenger.id),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** Throws the 403 answer when the customer may not accept; links the place otherwise. */
export async function acceptInvitation(db: Db, found: FoundInvitation, customer: Accepter, now: Date): Promise<void> {
  if (found.invitation.acceptedAt) throw forbidden(ALREADY_ACCEPTED);
  const unusable = await invitationUnusable(db, found, now);
  if (unusable === 'expired') throw forbidden(INVITATION_EXPIRED);
  if (unusable === 'unavailable') throw forbidden(BOOKING_UNAVAILABLE);
  if (found.booking.customerId === customer.id) throw forbidden(LEAD_OWN_BOOKING);
  if (found.passenger.customerId !== null && found.passenger.customerId !== customer.id) throw forbidden(PLACE_TAKEN);
  if (await alreadyOnBooking(db, found, customer.id)) throw forbidden(ALREADY_ON_BOOKING);

  await db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, found.booking.id)).for('update');
    if (await alreadyOnBooking(tx, found, customer.id)) throw forbidden(ALREADY_ON_BOOKING);
    const [claimed] = await tx
      .update(invitations)
      .set({ acceptedAt: now, invitedCustomerId: customer.id })
      .where(
        and(eq(invitations.id, found.invitation.id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)),
      )
      .returning({ id: invitations.id });
    if (!claimed) throw forbidden(ALREADY_ACCEPTED);
    const [linked] = await tx
      .update(passengers)
      .set({
        customerId: customer.id,
        title: fillText(passengers.title, customer.title),
        firstName: fillText(passengers.firstName, customer.firstName),
        lastName: fillText(passengers.lastName, customer.lastName),
        email: fillText(passengers.email, customer.email),
        nationality: fillText(passengers.nationality, customer.nationality),
        age: sql`coalesce(${passengers.age}, ${customer.age}::integer)`,
        updatedAt: now,
      })
      .where(
        and(
          eq(passengers.id, found.passenger.id),
          or(isNull(passengers.customerId), eq(passengers.customerId, customer.id)),
        ),
      )
      .returning({ id: passengers.id });
    if (!linked) throw forbidden(PLACE_TAKEN);
    // Other open links for this place are spent now that it is taken.
    await tx
      .update(invitations)
      .set({ expiresAt: now })
      .where(
        and(
          eq(invitations.passengerId, found.passenger.id),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, now),
        ),
      );
  });
}
