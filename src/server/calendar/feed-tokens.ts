// A customer's private calendar feed URL. The token is an HMAC of the row's random nonce under the
// installation's feed secret (calendar/feed-secret.ts): the URL can be shown again on the profile,
// yet the database keeps only the nonce and the token's SHA-256, and neither the database nor the
// secret alone gives a URL. A request finds the row by that hash (one indexed lookup, no string
// comparison of secrets), then checks the token against the current secret, so changing the
// secret also retires every URL. A reset draws a new nonce: the old URL answers 404 at once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { calendarFeeds } from '../db/schema.ts';

/** 32 bytes in base64url: the only shape a feed token has. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const tokenOf = (secret: string, nonce: string) =>
  createHmac('sha256', secret).update(`calendar-feed\u0000${nonce}`).digest('base64url');

function freshRow(secret: string, customerId: number) {
  const nonce = randomBytes(32).toString('base64url');
  return { customerId, nonce, tokenHash: hashToken(tokenOf(secret, nonce)) };
}

/** The customer's feed token, made on first request (concurrent first requests agree on one). */
export async function feedToken(db: Db, secret: string, customerId: number): Promise<string> {
  await db.insert(calendarFeeds).values(freshRow(secret, customerId)).onConflictDoNothing();
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.customerId, customerId));
  if (!row) throw new Error('calendar feed row missing after insert');
  const token = tokenOf(secret, row.nonce);
  // Made under an earlier secret: the stored hash follows the token shown from now on.
  if (row.tokenHash !== hashToken(token))
    await db
      .update(calendarFeeds)
      .set({ tokenHash: hashToken(token) })
      .where(eq(calendarFeeds.customerId, customerId));
  return token;
}

/** A new token for the customer; the previous one stops working with this write. */
export async function resetFeedToken(db: Db, secret: string, customerId: number): Promise<string> {
  const row = freshRow(secret, customerId);
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target: calendarFeeds.customerId,
      set: { nonce: row.nonce, tokenHash: row.tokenHash, createdAt: new Date() },
    });
  return tokenOf(secret, row.nonce);
}

/** The customer whose feed `token` opens, or null. */
export async function feedOwner(db: Db, secret: string, token: string): Promise<number | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ customerId: calendarFeeds.customerId, nonce: calendarFeeds.nonce })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!row) return null;
  const expected = Buffer.from(tokenOf(secret, row.nonce));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? row.customerId : null;
}
