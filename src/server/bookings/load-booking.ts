// Reading one booking with everything its page shows, filtered by the viewer's access: a booking
// the viewer neither leads nor travels on reads exactly like one that does not exist.
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  bookingExtras,
  bookings,
  creditNotes,
  customers,
  directions,
  invitations,
  passengerExtras,
  passengers,
  payments,
  products,
} from '../db/schema.ts';
import { bookingVisibleTo } from './access.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type DirectionRow = typeof directions.$inferSelect;
export type PassengerRow = typeof passengers.$inferSelect;
export type ExtraRow = typeof bookingExtras.$inferSelect;
export type PassengerExtraRow = typeof passengerExtras.$inferSelect;
export type LeadRow = Pick<typeof customers.$inferSelect, 'id' | 'firstName' | 'lastName'>;

export type BookingHead = { booking: BookingRow; product: ProductRow; direction: DirectionRow; lead: LeadRow };

export type LoadedBooking = BookingHead & {
  passengers: PassengerRow[];
  passengerExtras: PassengerExtraRow[];
  bookingExtras: ExtraRow[];
  paymentIds: number[];
  creditNoteIds: number[];
  /** Passengers with an open invitation: not accepted and not expired (or revoked). */
  invitedPassengerIds: Set<number>;
};

/** The booking, its product, direction and lead, when the customer may see it; null otherwise. */
export async function findVisibleBooking(db: Db, bookingId: number, customerId: number): Promise<BookingHead | null> {
  const [row] = await db
    .select({
      booking: bookings,
      product: products,
      direction: directions,
      lead: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName },
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(directions, eq(directions.id, bookings.directionId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(eq(bookings.id, bookingId), bookingVisibleTo(customerId)))
    .limit(1);
  return row ?? null;
}

/** The booking's passenger rows, in their stored order. */
export function passengersOf(db: Db, bookingId: number): Promise<PassengerRow[]> {
  return db
    .select()
    .from(passengers)
    .where(eq(passengers.bookingId, bookingId))
    .orderBy(asc(passengers.position), asc(passengers.id));
}

export async function loadVisibleBooking(
  db: Db,
  bookingId: number,
  customerId: number,
  now: Date,
): Promise<LoadedBooking | null> {
  const head = await findVisibleBooking(db, bookingId, customerId);
  if (!head) return null;
  const [passengerRows, passengerExtraRows, extras, paymentRows, creditRows, openInvitations] = await Promise.all([
    passengersOf(db, bookingId),
    db
      .select()
      .from(passengerExtras)
      .where(
        inArray(
          passengerExtras.passengerId,
          db.select({ id: passengers.id }).from(passengers).where(eq(passengers.bookingId, bookingId)),
        ),
      ),
    db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, bookingId)),
    db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.state, 'complete')))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, bookingId))
      .orderBy(asc(creditNotes.creditRaisedDate), asc(creditNotes.id)),
    db
      .select({ passengerId: invitations.passengerId })
      .from(invitations)
      .innerJoin(passengers, eq(passengers.id, invitations.passengerId))
      .where(and(eq(passengers.bookingId, bookingId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now))),
  ]);
  return {
    ...head,
    passengers: passengerRows,
    passengerExtras: passengerExtraRows,
    bookingExtras: extras,
    paymentIds: paymentRows.map((row) => row.id),
    creditNoteIds: creditRows.map((row) => row.id),
    invitedPassengerIds: new Set(openInvitations.map((row) => row.passengerId)),
  };
}
