// Changing a customer's password ends every session they have (a stolen cookie dies with the old
// password): the caller then starts a fresh one for the browser that made the change, or keeps
// that browser's own (`keepTokenHash`: the profile's change, made by proving the old password).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { destroyCustomerSessions } from './sessions.ts';

export async function setPassword(
  db: Db,
  customerId: number,
  passwordHash: string,
  now: Date,
  flags: { clearNewAccount: boolean; keepTokenHash?: string },
): Promise<void> {
  await db
    .update(customers)
    .set({
      passwordHash,
      passwordResetRequired: false,
      ...(flags.clearNewAccount ? { isNewAccount: false } : {}),
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
  await destroyCustomerSessions(db, customerId, flags.keepTokenHash);
}
