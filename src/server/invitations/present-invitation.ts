// What the invitation page shows (shared/contract/invitations.ts). `expired` also covers a link
// whose booking was cancelled or expired, or whose place was cancelled: it can no longer be used.
import type { Invitation } from '../../shared/contract/invitations.ts';
import { bookingStatus, DISABLED_STATUSES } from '../../shared/domain/booking-status.ts';
import { bookingFacts } from '../bookings/booking-facts.ts';
import { passengersOf } from '../bookings/load-booking.ts';
import { findCustomerByEmail } from '../customers/find-customer.ts';
import { fullNameOf } from '../customers/present-customer.ts';
import type { Db } from '../db/client.ts';
import type { FoundInvitation } from './find-invitation.ts';

/** Why the invitation can no longer be used, apart from having been accepted. */
export async function invitationUnusable(db: Db, found: FoundInvitation, now: Date) {
  if (found.invitation.expiresAt.getTime() <= now.getTime()) return 'expired' as const;
  if (found.passenger.passengerStatus === 'cancelled') return 'unavailable' as const;
  const all = await passengersOf(db, found.booking.id);
  const status = bookingStatus(bookingFacts(found.booking, found.direction, all), now);
  return DISABLED_STATUSES.includes(status) ? ('unavailable' as const) : null;
}

export async function presentInvitation(db: Db, found: FoundInvitation, token: string, now: Date): Promise<Invitation> {
  const { invitation, passenger, booking, product, direction, lead } = found;
  const invitedEmail = invitation.email ?? passenger.email ?? null;
  const invitedCustomerExists =
    invitation.invitedCustomerId !== null ||
    passenger.customerId !== null ||
    (invitedEmail !== null && (await findCustomerByEmail(db, invitedEmail)) !== null);
  return {
    autologinToken: token,
    resolved: invitation.acceptedAt !== null,
    expired: (await invitationUnusable(db, found, now)) !== null,
    backgroundImageUrl: invitation.backgroundImageUrl ?? product.backgroundImageUrl,
    bookingId: booking.id,
    customer: { id: lead.id, firstName: lead.firstName, fullName: fullNameOf(lead) },
    leadPassenger: {
      fullName: fullNameOf(lead),
      productName: product.name,
      directionName: direction.name,
      departAt: booking.departAt.toISOString(),
    },
    invitedEmail,
    invitedCustomerExists,
  };
}
