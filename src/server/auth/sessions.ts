// Server-side sessions. The cookie holds a random token; the table holds only its SHA-256, so a
// leaked database cannot be replayed as cookies. "Remember me" keeps a session for 30 days; otherwise
// it lives 12 hours on the server (and only as long as the browser session in the cookie). A shared
// device's session is never remembered and ends after 15 minutes idle (idle-expiry.ts).
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { CurrentSession } from '../http/app-env.ts';
import { preparedRead } from '../prepared/prepared-read.ts';
import type { DeviceName } from './device-name.ts';
import { renewedExpiry, SHARED_IDLE_MS } from './idle-expiry.ts';
import { newToken } from './tokens.ts';

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export type NewSession = {
  id: number;
  token: string;
  tokenHash: string;
  rememberMe: boolean;
  sharedDevice: boolean;
  passkey: boolean;
  expiresAt: Date;
};

/** How a session started: on a shared device; by a passkey rather than a password; on which device. */
export type SessionOptions = { sharedDevice?: boolean; passkey?: boolean; device?: DeviceName };

export async function createSession(
  db: Db,
  customerId: number,
  rememberMe: boolean,
  now: Date,
  options: SessionOptions = {},
): Promise<NewSession> {
  const { token, hash } = newToken();
  const sharedDevice = options.sharedDevice ?? false;
  const passkey = options.passkey ?? false;
  // A shared device's session is never remembered, whatever the form said.
  const remembered = rememberMe && !sharedDevice;
  const lifetime = sharedDevice ? SHARED_IDLE_MS : remembered ? REMEMBER_ME_MS : BROWSER_SESSION_MS;
  const expiresAt = new Date(now.getTime() + lifetime);
  // Expired rows of this customer go at each sign-in, so the table does not grow without bound.
  await db.delete(sessions).where(and(eq(sessions.customerId, customerId), lte(sessions.expiresAt, now)));
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hash,
      customerId,
      rememberMe: remembered,
      sharedDevice,
      passkey,
      expiresAt,
      createdAt: now,
      lastActiveAt: now,
      browser: options.device?.browser ?? null,
      platform: options.device?.platform ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('the session was not stored');
  return { id: row.id, token, tokenHash: hash, rememberMe: remembered, sharedDevice, passkey, expiresAt };
}

/** A session row as the lookup returns it: what the request needs, when it started, was last used and ends. */
export type SessionRow = CurrentSession & { createdAt: Date; lastActiveAt: Date; expiresAt: Date };

/**
 * The session behind a cookie: one primary-key lookup, run on every API request, so it is a
 * statement prepared once (prepared/prepared-read.ts). It writes nothing: most sessions have a fixed
 * expiry, and a shared device's is moved by renewSession, at most once a minute.
 */
export async function findSessionRow(db: Db, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const [row] = await sessionLookup(db, { tokenHash, now });
  return row ?? null;
}

/** The row as the request's session while it has not expired at `now` (a kept row is checked again). */
export function liveSession(row: SessionRow | null, now: Date): CurrentSession | null {
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return {
    tokenHash: row.tokenHash,
    customerId: row.customerId,
    rememberMe: row.rememberMe,
    sharedDevice: row.sharedDevice,
    passkey: row.passkey,
  };
}

/**
 * Slides a shared device's live session forward when it is due (idle-expiry.ts), or at once when
 * `force`d; true when the row was written. An expired row is never brought back.
 */
export async function renewSession(db: Db, row: SessionRow, now: Date, force = false): Promise<boolean> {
  const lifetimeEnd = new Date(row.createdAt.getTime() + BROWSER_SESSION_MS);
  const expiresAt = renewedExpiry(row, now, lifetimeEnd, force);
  if (!expiresAt) return false;
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.tokenHash, row.tokenHash), gt(sessions.expiresAt, now)));
  return true;
}

/** The columns of a SessionRow. */
export const sessionRowFields = {
  tokenHash: sessions.tokenHash,
  customerId: sessions.customerId,
  rememberMe: sessions.rememberMe,
  sharedDevice: sessions.sharedDevice,
  passkey: sessions.passkey,
  createdAt: sessions.createdAt,
  lastActiveAt: sessions.lastActiveAt,
  expiresAt: sessions.expiresAt,
};

/** The live session with this token hash at `now` (placeholders tokenHash and now). */
export const liveSessionWhere = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  gt(sessions.expiresAt, sql.placeholder('now')),
);

const sessionLookup = preparedRead('gangway_session_lookup', sessionRowFields, (db, selection) =>
  db.select(selection).from(sessions).where(liveSessionWhere).limit(1),
);

export async function destroySession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every session of the customer, except `keepTokenHash` when given (password changes). */
export async function destroyCustomerSessions(db: Db, customerId: number, keepTokenHash?: string): Promise<void> {
  const mine = eq(sessions.customerId, customerId);
  await db.delete(sessions).where(keepTokenHash ? and(mine, ne(sessions.tokenHash, keepTokenHash)) : mine);
}
