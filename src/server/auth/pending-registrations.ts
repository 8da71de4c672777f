// Sign-ups waiting for their e-mailed link (the enumeration-safe sign-up): the form's data and the
// password's hash are kept under the SHA-256 of a one-time token for 24 hours; opening the link
// takes the row once (a conditional update, so two clicks cannot make two accounts) and creates the
// customer. Expired rows are pruned now and then.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { RegistrationData } from '../../shared/domain/forms/registration.ts';
import type { Db } from '../db/client.ts';
import { customers, pendingRegistrations } from '../db/schema.ts';
import { isUniqueViolation } from '../customers/find-customer.ts';
import { hashToken, newToken } from './tokens.ts';

export const REGISTRATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export async function holdRegistration(db: Db, data: RegistrationData, passwordHash: string, now: Date) {
  if (Math.random() < 0.02) await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));
  const { token, hash } = newToken();
  await db.insert(pendingRegistrations).values({
    email: data.email,
    tokenHash: hash,
    passwordHash,
    title: data.title,
    firstName: data.firstName,
    lastName: data.lastName,
    age: data.age,
    nationality: data.nationality,
    countryCode: data.countryCode.replace(/^\+/, ''),
    tel: data.tel,
    invitationToken: data.invitationToken ?? null,
    expiresAt: new Date(now.getTime() + REGISTRATION_LINK_TTL_MS),
    createdAt: now,
  });
  return token;
}

export type ConfirmedRegistration = { customer: typeof customers.$inferSelect; invitationToken: string | null };

/** The new customer, or null when the link is unknown, used, expired, or its address has an account by now. */
export async function confirmRegistration(db: Db, token: string, now: Date): Promise<ConfirmedRegistration | null> {
  const [held] = await db
    .update(pendingRegistrations)
    .set({ usedAt: now })
    .where(
      and(
        eq(pendingRegistrations.tokenHash, hashToken(token)),
        isNull(pendingRegistrations.usedAt),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .returning();
  if (!held) return null;
  try {
    const [customer] = await db
      .insert(customers)
      .values({
        email: held.email,
        passwordHash: held.passwordHash,
        title: held.title,
        firstName: held.firstName,
        lastName: held.lastName,
        age: held.age,
        nationality: held.nationality,
        countryCode: held.countryCode,
        tel: held.tel,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return customer ? { customer, invitationToken: held.invitationToken } : null;
  } catch (error) {
    // Two sign-ups of one address, both confirmed: the first account stands.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
