// Reading one booking with everything its page shows, filtered by the viewer's access: a booking
// the viewer neither leads nor travels on reads exactly like one that does not exist.
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
import { preparedRead } from '../prepared/prepared-read.ts';
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
  /**
   * Invitations not accepted yet, with their expiry: which are still open is decided with the
   * request's clock (openInvitationPassengerIds), so a loaded booking holds nothing time-derived
   * and may be kept (bookings/cached-booking-read.ts).
   */
  pendingInvitations: PendingInvitation[];
};

export type PendingInvitation = { passengerId: number; expiresAt: Date };

/** Passengers with an open invitation at `now`: not accepted and not expired (or revoked). */
export function openInvitationPassengerIds(loaded: Pick<LoadedBooking, 'pendingInvitations'>, now: Date): Set<number> {
  const at = now.getTime();
  return new Set(
    loaded.pendingInvitations.filter((invite) => invite.expiresAt.getTime() > at).map((invite) => invite.passengerId),
  );
}

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

/**
 * The whole booking read in one statement, prepared once (prepared/prepared-read.ts): the head row
 * joined as findVisibleBooking does, and each list the page needs as a JSON aggregate of its rows.
 * Seven round trips and seven query builds per read cost more than everything else the read does,
 * and on PostgreSQL each read also held up to seven pool connections at once.
 */
export async function loadVisibleBooking(db: Db, bookingId: number, customerId: number): Promise<LoadedBooking | null> {
  const [row] = await bookingRead(db, { bookingId, customerId });
  return row ? loadedFromRow(row) : null;
}

/** The booking read's row (the head, and its lists as JSON aggregates) as a loaded booking. */
export function loadedFromRow(row: BookingHead & { lists: BookingLists }): LoadedBooking {
  const { lists, ...head } = row;
  return {
    ...head,
    passengers: lists.passengers.map((json) => rowFromJson(passengers, json)),
    passengerExtras: lists.passengerExtras.map((json) => rowFromJson(passengerExtras, json)),
    bookingExtras: lists.bookingExtras.map((json) => rowFromJson(bookingExtras, json)),
    paymentIds: lists.paymentIds,
    creditNoteIds: lists.creditNoteIds,
    pendingInvitations: lists.pendingInvitations.map((json) => ({
      passengerId: json.passengerId,
      expiresAt: new Date(json.expiresAt),
    })),
  };
}

type JsonRow = Record<string, unknown>;
export type BookingLists = {
  passengers: JsonRow[];
  passengerExtras: JsonRow[];
  bookingExtras: JsonRow[];
  paymentIds: number[];
  creditNoteIds: number[];
  pendingInvitations: { passengerId: number; expiresAt: string }[];
};

/**
 * A row that came back inside a JSON aggregate (keys are column names) as Drizzle would have
 * returned it: each column's own driver mapping (timestamptz text to Date, and so on).
 */
function rowFromJson<T extends PgTable>(table: T, json: JsonRow): T['$inferSelect'] {
  const row: JsonRow = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

const emptyJsonArray = sql`'[]'::json`;

/** Each list the booking page needs, as a JSON aggregate of its rows (or ids). */
const bookingLists = sql<BookingLists>`json_build_object(
  'passengers', (select coalesce(json_agg(${passengers} order by ${passengers.position}, ${passengers.id}), ${emptyJsonArray})
    from ${passengers} where ${passengers.bookingId} = ${bookings.id}),
  'passengerExtras', (select coalesce(json_agg(${passengerExtras} order by ${passengerExtras.id}), ${emptyJsonArray})
    from ${passengerExtras} inner join ${passengers} on ${passengers.id} = ${passengerExtras.passengerId}
    where ${passengers.bookingId} = ${bookings.id}),
  'bookingExtras', (select coalesce(json_agg(${bookingExtras} order by ${bookingExtras.id}), ${emptyJsonArray})
    from ${bookingExtras} where ${bookingExtras.bookingId} = ${bookings.id}),
  'paymentIds', (select coalesce(json_agg(${payments.id} order by ${payments.createdAt}, ${payments.id}), ${emptyJsonArray})
    from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.state} = 'complete'),
  'creditNoteIds', (select coalesce(json_agg(${creditNotes.id} order by ${creditNotes.creditRaisedDate}, ${creditNotes.id}), ${emptyJsonArray})
    from ${creditNotes} where ${creditNotes.bookingId} = ${bookings.id}),
  'pendingInvitations', (select coalesce(json_agg(json_build_object(
      'passengerId', ${invitations.passengerId}, 'expiresAt', ${invitations.expiresAt})), ${emptyJsonArray})
    from ${invitations} inner join ${passengers} on ${passengers.id} = ${invitations.passengerId}
    where ${passengers.bookingId} = ${bookings.id} and ${isNull(invitations.acceptedAt)})
)`;

/** What the booking read selects: the head row's tables and the lists. */
export const bookingReadFields = {
  booking: bookings,
  product: products,
  direction: directions,
  lead: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName },
  lists: bookingLists,
};

const bookingRead = preparedRead('gangway_booking_read', bookingReadFields, (db, selection) =>
  db
    .select(selection)
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(directions, eq(directions.id, bookings.directionId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(eq(bookings.id, sql.placeholder('bookingId')), bookingVisibleTo(sql.placeholder('customerId'))))
    .limit(1),
);
