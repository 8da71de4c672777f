// Issuing a fresh invitation link for a passenger place: earlier open links for the place are
// revoked in the same transaction, and only the new token's hash is stored.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { newToken } from '../auth/tokens.ts';
import { findCustomerByEmail } from '../customers/find-customer.ts';
import type { Db } from '../db/client.ts';
import { invitations } from '../db/schema.ts';
import type { InvitationPlace } from './invitation-place.ts';
import { INVITATION_TTL_MS } from './invitation-rules.ts';

export type IssuedInvitation = { token: string; expiresAt: Date };

export async function issueInvitation(
  db: Db,
  place: InvitationPlace,
  email: string | null,
  now: Date,
): Promise<IssuedInvitation> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const invitedCustomerId =
    place.passenger.customerId ?? (email ? ((await findCustomerByEmail(db, email))?.id ?? null) : null);
  await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ expiresAt: now })
      .where(
        and(
          eq(invitations.passengerId, place.passenger.id),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, now),
        ),
      );
    await tx.insert(invitations).values({
      customerId: place.head.booking.customerId,
      invitedCustomerId,
      passengerId: place.passenger.id,
      email,
      tokenHash: hash,
      expiresAt,
      backgroundImageUrl: place.head.product.backgroundImageUrl,
      createdAt: now,
    });
  });
  return { token, expiresAt };
}
