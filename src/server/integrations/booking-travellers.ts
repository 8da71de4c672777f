// Who hears about a booking: its lead and every passenger with an account on it whose place is not
// cancelled (a cancelled traveller no longer has the booking, bookings/access.ts).
import { and, eq, isNotNull } from 'drizzle-orm';
import { placeGivesAccess } from '../bookings/access.ts';
import type { Db } from '../db/client.ts';
import { bookings, passengers } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function travellersOf(db: Db | Tx, bookingId: number): Promise<number[]> {
  const [booking] = await db.select({ lead: bookings.customerId }).from(bookings).where(eq(bookings.id, bookingId));
  const rows = await db
    .select({ customerId: passengers.customerId })
    .from(passengers)
    .where(and(eq(passengers.bookingId, bookingId), isNotNull(passengers.customerId), placeGivesAccess));
  return [...new Set([booking?.lead, ...rows.map((row) => row.customerId)].filter((id): id is number => !!id))];
}
