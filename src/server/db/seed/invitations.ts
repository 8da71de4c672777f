// Invitations: one open (its link is printed at start), one expired and one accepted. Only token
// hashes are stored, so the open link can be shown once, here, and never recovered from the data.
import { newToken } from '../../auth/tokens.ts';
import type { Db } from '../client.ts';
import { invitations } from '../schema.ts';
import type { SeededBookings } from './bookings.ts';
import type { Catalogue } from './catalogue.ts';
import type { People } from './customers.ts';
import type { RelativeDates } from './relative-dates.ts';

/** Not a customer yet: opening the link shows the sign-up variant. */
export const OPEN_INVITATION_EMAIL = 'invitee@example.com';

export async function seedInvitations(
  db: Db,
  context: { seeded: SeededBookings; people: People; catalogue: Catalogue; dates: RelativeDates },
): Promise<{ openToken: string }> {
  const { seeded, people, catalogue, dates } = context;
  const greek = seeded.missingInfo;
  const open = newToken();
  await db.insert(invitations).values([
    {
      customerId: people.customers.lead,
      invitedCustomerId: null,
      passengerId: greek.passengerIds.spot!,
      email: OPEN_INVITATION_EMAIL,
      tokenHash: open.hash,
      expiresAt: dates.at(14),
      backgroundImageUrl: catalogue[greek.plan.direction].image,
      createdAt: dates.at(0, -1),
    },
    {
      customerId: people.customers.lead,
      invitedCustomerId: people.customers.guest,
      passengerId: greek.passengerIds.invited!,
      email: 'guest@example.com',
      tokenHash: newToken().hash,
      expiresAt: dates.at(-3),
      backgroundImageUrl: catalogue[greek.plan.direction].image,
      createdAt: dates.at(-17),
    },
    {
      customerId: people.customers.lead,
      invitedCustomerId: people.customers.friend,
      passengerId: seeded.preDeparture.passengerIds.chloe!,
      email: 'friend@example.com',
      tokenHash: newToken().hash,
      expiresAt: dates.at(-131),
      acceptedAt: dates.at(-146),
      backgroundImageUrl: catalogue[seeded.preDeparture.plan.direction].image,
      createdAt: dates.at(-147),
    },
  ]);
  return { openToken: open.token };
}
