// The booking page's read on PostgreSQL in one round trip: the session behind the cookie and the
// booking as that session's customer may see it, in one statement prepared once. It is the read
// every signed-in booking page repeats, and a second statement per read (its pool checkout, its
// round trip, its result parsing) was a large share of its CPU. Both come from the database on
// every request, from one snapshot, so a write answered anywhere before is in both.
// The embedded PGlite keeps the two apart: each goes through its read cache (cache/cached-reads.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { parseId } from '../../shared/contract/ids.ts';
import { liveSessionWhere, type SessionRow, sessionRowFields } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { bookings, customers, directions, products, sessions } from '../db/schema.ts';
import { preparedRead } from '../prepared/prepared-read.ts';
import { bookingVisibleTo } from './access.ts';
import { bookingReadFields, type LoadedBooking, loadedFromRow } from './load-booking.ts';

/** The booking read's path (the route GET /customer/bookings/:id), and the id it names. */
const BOOKING_READ_PATH = /^\/api\/v2\/customer\/bookings\/(\d{1,15})$/;

export const bookingReadId = (method: string, path: string): number | undefined => {
  if (method !== 'GET') return undefined;
  // An id outside the contract's (beyond int4) is left to the route, whose answer is a 404.
  return parseId(BOOKING_READ_PATH.exec(path)?.[1]) ?? undefined;
};

/** The live session (null: none, or expired at `now`) and, when there is one, the booking (null: not theirs). */
export async function readBookingWithSession(
  db: Db,
  values: { tokenHash: string; now: Date; bookingId: number },
): Promise<{ session: SessionRow | null; booking: LoadedBooking | null }> {
  const [row] = await bookingWithSession(db, values);
  if (!row) return { session: null, booking: null };
  const { session, booking, product, direction, lead, lists } = row;
  if (!booking || !product || !direction || !lead) return { session, booking: null };
  return { session, booking: loadedFromRow({ booking, product, direction, lead, lists }) };
}

/**
 * The booking `bookingId` as `customerId` may see it (null: not theirs), when the session loader
 * read it with the session; undefined when it did not, and the route reads it itself.
 */
export function bookingReadWithSession(
  c: Context<AppEnv>,
  bookingId: number,
  customerId: number,
): LoadedBooking | null | undefined {
  const read = c.get('bookingWithSession');
  return read?.bookingId === bookingId && read.customerId === customerId ? read.booking : undefined;
}

const bookingWithSession = preparedRead(
  'gangway_booking_with_session',
  { session: sessionRowFields, ...bookingReadFields },
  (db, selection) =>
    db
      .select(selection)
      .from(sessions)
      .leftJoin(bookings, and(eq(bookings.id, sql.placeholder('bookingId')), bookingVisibleTo(sessions.customerId)))
      .leftJoin(products, eq(products.id, bookings.productId))
      .leftJoin(directions, eq(directions.id, bookings.directionId))
      .leftJoin(customers, eq(customers.id, bookings.customerId))
      .where(liveSessionWhere)
      .limit(1),
);
