// Server-side sessions. The cookie holds a random token; the table holds only its SHA-256, so a
// leaked database cannot be replayed as cookies. "Remember me" keeps a session for 30 days; otherwise
// it lives 12 hours on the server (and only as long as the browser session in the cookie).
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { CurrentSession } from '../http/app-env.ts';
import { preparedRead } from '../prepared/prepared-read.ts';
import { newToken } from './tokens.ts';

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

/** A session row as the lookup returns it: what the request needs, and when it ends. */
export type SessionRow = CurrentSession & { expiresAt: Date };

/**
 * The session behind a cookie: one primary-key lookup, run on every API request, so it is a
 * statement prepared once (prepared/prepared-read.ts). It writes nothing: a session has a fixed
 * expiry (no sliding renewal), so a read never has to touch the row.
 */
export async function findSessionRow(db: Db, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const [row] = await sessionLookup(db, { tokenHash, now });
  return row ?? null;
}

/** The row as the request's session while it has not expired at `now` (a kept row is checked again). */
export function liveSession(row: SessionRow | null, now: Date): CurrentSession | null {
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return { tokenHash: row.tokenHash, customerId: row.customerId, rememberMe: row.rememberMe };
}

const sessionLookup = preparedRead(
  'gangway_session_lookup',
  {
    tokenHash: sessions.tokenHash,
    customerId: sessions.customerId,
    rememberMe: sessions.rememberMe,
    expiresAt: sessions.expiresAt,
  },
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
