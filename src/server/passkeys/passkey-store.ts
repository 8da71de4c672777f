// The passkeys table: one row per WebAuthn credential, with the public key and signature counter
// the next sign-in is checked against. Rows go with their customer (ON DELETE CASCADE).
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Passkey } from '../../shared/contract/passkeys.ts';
import type { Db } from '../db/client.ts';
import { passkeys } from '../db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

export const presentPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export function passkeysOf(db: Db, customerId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.customerId, customerId)).orderBy(asc(passkeys.id));
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/**
 * Records a sign-in with the passkey: its new counter and when. Written only while the stored counter
 * is still below the new one (or both are 0, for authenticators that keep none), so of two sign-ins
 * racing with the same counter one wins; false for the loser.
 */
export async function recordPasskeyUse(db: Db, row: PasskeyRow, newCount: number, now: Date): Promise<boolean> {
  const advances = newCount === 0 ? eq(passkeys.signCount, 0) : lt(passkeys.signCount, newCount);
  const used = await db
    .update(passkeys)
    .set({ signCount: newCount, lastUsedAt: now })
    .where(and(eq(passkeys.id, row.id), advances))
    .returning({ id: passkeys.id });
  return used.length === 1;
}

/** The customer's own passkey renamed; null when it is not theirs (or gone). */
export async function renamePasskey(db: Db, customerId: number, id: number, name: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
    .returning();
  return row ?? null;
}

/** Whether the customer's own passkey was there to remove. */
export async function removePasskey(db: Db, customerId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
    .returning({ id: passkeys.id });
  return removed.length === 1;
}
