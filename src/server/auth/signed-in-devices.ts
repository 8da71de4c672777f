// The account's live sessions as "Where you're signed in" lists them, and ending them. Ending one
// deletes its row: the next request with its cookie finds no session, through any process (the
// session is read from the database on every request; on the embedded one, a write drops the kept
// copies first: cache/read-cache.ts). Its push subscriptions go with it (ON DELETE CASCADE).
import { and, desc, eq, gt } from 'drizzle-orm';
import type { SignedInDevice } from '../../shared/contract/account.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

export async function listSignedInDevices(
  db: Db,
  customerId: number,
  currentTokenHash: string,
  now: Date,
): Promise<SignedInDevice[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.id));
  const listed = rows.map((row) => ({
    id: row.id,
    browser: row.browser,
    platform: row.platform,
    sharedDevice: row.sharedDevice,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.tokenHash === currentTokenHash,
  }));
  // The device in hand first, then the others by their last activity.
  return [...listed.filter((device) => device.current), ...listed.filter((device) => !device.current)];
}

/** Ends one session of the customer; null when they have none with that id. */
export async function endSignedInSession(
  db: Db,
  customerId: number,
  id: number,
): Promise<{ tokenHash: string } | null> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.customerId, customerId), eq(sessions.id, id)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended ?? null;
}
