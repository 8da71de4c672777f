// The customer as the contract describes it (shared/contract/customer.ts), built from the row,
// the emergency contact and the bookings that lock personal details.
import { eq } from 'drizzle-orm';
import type { Customer } from '../../shared/contract/customer.ts';
import { type AvatarSize, avatarFileName } from '../avatars/avatar-images.ts';
import { hasActiveBookings } from '../bookings/access.ts';
import type { Db } from '../db/client.ts';
import type { CurrentSession } from '../http/app-env.ts';
import { emergencyContacts } from '../db/schema.ts';
import type { CustomerRow } from './find-customer.ts';

export const fullNameOf = (row: Pick<CustomerRow, 'firstName' | 'lastName'>) =>
  [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** The number to call: a tel given with its own + is already international; else the phone code leads. */
export const phoneNumberOf = (row: Pick<CustomerRow, 'countryCode' | 'tel'>) =>
  row.tel
    ? row.countryCode && !row.tel.startsWith('+')
      ? `+${row.countryCode.replace(/^\+/, '')} ${row.tel}`
      : row.tel
    : null;

// The stored avatar name is the hash of the upload: each size's URL names its content for good.
const avatarUrl = (row: CustomerRow, size: AvatarSize) =>
  row.avatarPath ? `/avatars/${avatarFileName(row.avatarPath, size)}` : null;

/**
 * `session`: the request's. One started by a passkey skips the forced password screens (a new
 * account's first password, a required reset): its traveller proved who they are without one. A
 * later sign-in with the password is still sent there.
 */
export async function presentCustomer(
  db: Db,
  row: CustomerRow,
  now: Date,
  session?: Pick<CurrentSession, 'passkey'> | null,
): Promise<Customer> {
  const passwordForced = !session?.passkey;
  const [contact] = await db.select().from(emergencyContacts).where(eq(emergencyContacts.customerId, row.id)).limit(1);
  return {
    id: row.id,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullNameOf(row),
    email: row.email,
    nationality: row.nationality,
    age: row.age,
    tel: row.tel,
    countryCode: row.countryCode,
    phoneNumber: phoneNumberOf(row),
    isNewAccount: row.isNewAccount && passwordForced,
    passwordResetRequired: row.passwordResetRequired && passwordForced,
    hasActiveBookings: await hasActiveBookings(db, row.id, now),
    isSubscriptionActive: row.isSubscriptionActive,
    connectedToFacebook: row.facebookUid !== null,
    thumbAvatarUrl: avatarUrl(row, 'thumb'),
    largeAvatarUrl: avatarUrl(row, 'large'),
    emergencyContact: contact
      ? {
          firstName: contact.firstName,
          lastName: contact.lastName,
          tel: contact.tel,
          countryCode: contact.countryCode,
          relationship: contact.relationship,
        }
      : null,
  };
}
