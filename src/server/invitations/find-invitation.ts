// An invitation found by its token (only the hash is looked up), with the place, booking, product,
// direction and lead it belongs to.
import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { bookings, customers, directions, invitations, passengers, products } from '../db/schema.ts';

// A token is 43 base64url characters; anything far from that is not worth a query.
const PLAUSIBLE_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export async function findInvitationByToken(db: Db, token: string) {
  if (!PLAUSIBLE_TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      invitation: invitations,
      passenger: passengers,
      booking: bookings,
      product: products,
      direction: directions,
      lead: { id: customers.id, firstName: customers.firstName, lastName: customers.lastName },
    })
    .from(invitations)
    .innerJoin(passengers, eq(passengers.id, invitations.passengerId))
    .innerJoin(bookings, eq(bookings.id, passengers.bookingId))
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(directions, eq(directions.id, bookings.directionId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

export type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitationByToken>>>;
