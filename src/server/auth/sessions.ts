// Server-side sessions. The cookie holds a random token; the table holds only its SHA-256, so a
// leaked database cannot be replayed as cookies. "Remember me" keeps a session 30 days; otherwise
// it lives 12 hours on the server (and only as long as the browser session in the cookie).
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { CurrentSession } from '../http/app-env.ts';
import { preparedRead } from '../prepared/prepared-read.ts';
import { hashToken, newToken } from './tokens.ts';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export type NewSession = { token: string; tokenHash: string; rememberMe: boolean; expiresAt: Date };

export async function createSession(db: Db, customerId: number, rememberMe: boolean, now: Date): Promise<NewSession> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + (rememberMe ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
  // Expired rows of this customer go at each sign-in, so the table does not grow without bound.
  await db.delete(sessions).where(and(eq(sessions.customerId, customerId), lte(sessions.expiresAt, now)));
  await db.insert(sessions).values({ tokenHash: hash, customerId, rememberMe, expiresAt, createdAt: now });
  return { token, tokenHash: hash, rememberMe, expiresAt };
}

/**
 * The session behind a cookie: one primary-key lookup, run on every API request, so it is
 * prepared once per database rather than built again each time. It writes nothing: sessions
 * have a fixed expiry (no sliding renewal), so a read never has to touch the row.
 */
/**
 * The session behind a cookie: one primary-key lookup, run on every API request, so it is a
 * statement prepared once (prepared/prepared-read.ts). It writes nothing: a session has a fixed
 * expiry (no sliding renewal), so a read never has to touch the row.
 */
export async function findSession(db: Db, token: string, now: Date): Promise<CurrentSession | null> {
  const [row] = await sessionLookup(db, { tokenHash: hashToken(token), now });
  return row ?? null;
}

const sessionLookup = preparedRead(
  'gangway_session_lookup',
  { tokenHash: sessions.tokenHash, customerId: sessions.customerId, rememberMe: sessions.rememberMe },
  (db, selection) =>
    db
      .select(selection)
      .from(sessions)
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1),
);

export async function destroySession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every session of the customer, except `keepTokenHash` when given (password changes). */
export async function destroyCustomerSessions(db: Db, customerId: number, keepTokenHash?: string): Promise<void> {
  const mine = eq(sessions.customerId, customerId);
  await db.delete(sessions).where(keepTokenHash ? and(mine, ne(sessions.tokenHash, keepTokenHash)) : mine);
}
