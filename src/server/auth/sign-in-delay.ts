// The sign-in delay: failures counted per account (across every client address) and per account
// and address.
//
// The per-IP limits (rate-limit.ts) do nothing against a guess spread over many addresses, and a
// hard per-account lock-out would hand any stranger a way to keep a traveller out of their own
// account. So:
// - Every failed password counts against the account, whatever the address, and against the pair
//   of the account and the address it came from.
// - An address with no failure for the account (within the hour) is never held: a correct password
//   from a new place is checked at once, however many failures others caused.
// - An address that has failed for the account is held by the account-wide cap on guesses: past 5
//   free failures of the account, its next check waits 2 s after the 6th failure, doubling per
//   failure, never more than 60 s; when the wait is over, one attempt, from whichever such address
//   comes first, takes the turn (a conditional update, so a burst from many addresses still gets
//   one guess per turn). Guessing from the same addresses is slowed to one password a minute per
//   account; each further address adds one guess before it is held too.
// - A browser that signed in to the account before (known-devices.ts) is never held.
// A held attempt answers 429 with Retry-After without checking the password (no scrypt, nothing
// learnt) and does not count as a failure. Failures are forgotten an hour after the last one; a
// successful sign-in forgets its address's failures (the account's count stays: the guessing goes
// on whether or not the traveller got in). Unknown e-mail addresses count like known ones: a delay
// must not tell which addresses have accounts.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { ApiError } from '../http/respond.ts';
import { keyFor, reset, TOO_MANY_ATTEMPTS } from './rate-limit.ts';

export const SIGN_IN_DELAY = {
  freeFailures: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 60,
  forgetAfterMs: 60 * 60 * 1000,
} as const;

const ACCOUNT = { name: 'sign-in:email-failures' };
const PAIR = { name: 'sign-in:email+ip-failures' };
const accountKey = (email: string) => keyFor(ACCOUNT, [email.trim().toLowerCase()]);
const pairParts = (email: string, ip: string) => [email.trim().toLowerCase(), ip];

/** Seconds to wait after the last failure when `failures` have been counted (0: no wait). */
export function delaySeconds(failures: number, multiplier = 1): number {
  const excess = failures - Math.max(1, Math.round(SIGN_IN_DELAY.freeFailures * multiplier));
  if (excess < 1) return 0;
  return Math.min(SIGN_IN_DELAY.maxDelaySeconds, SIGN_IN_DELAY.firstDelaySeconds * 2 ** (excess - 1));
}

/** The counter under `key` if its last failure is within the hour. */
async function recentFailures(db: Db, key: string, now: Date) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return row && now.getTime() - row.windowStart.getTime() < SIGN_IN_DELAY.forgetAfterMs ? row : undefined;
}

/**
 * Lets this attempt check the password, or throws 429 with Retry-After while the account makes the
 * addresses that failed for it wait. The account row's window_start holds the time of its last
 * failure (or of the last turn taken).
 */
export async function takeSignInTurn(db: Db, email: string, ip: string, now: Date, multiplier = 1): Promise<void> {
  if (!(await recentFailures(db, keyFor(PAIR, pairParts(email, ip)), now))) return;
  const key = accountKey(email);
  const row = await recentFailures(db, key, now);
  if (!row) return;
  const wait = delaySeconds(row.count, multiplier);
  if (wait === 0) return;
  const readyAt = row.windowStart.getTime() + wait * 1000;
  const refuse = (seconds: number) =>
    new ApiError(429, { error: TOO_MANY_ATTEMPTS }, { 'Retry-After': String(seconds) });
  if (now.getTime() < readyAt) throw refuse(Math.ceil((readyAt - now.getTime()) / 1000));
  const [taken] = await db
    .update(rateLimits)
    .set({ windowStart: now })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, row.windowStart)))
    .returning({ key: rateLimits.key });
  if (!taken) throw refuse(wait); // another address took this turn a moment ago
}

/** One more failure (or the first of a fresh hour) under `key`, at `now`. */
async function countFailure(db: Db, key: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - SIGN_IN_DELAY.forgetAfterMs);
  await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} > ${forgetBefore.toISOString()}::timestamptz THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    });
}

export async function recordSignInFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await countFailure(db, accountKey(email), now);
  await countFailure(db, keyFor(PAIR, pairParts(email, ip)), now);
}

/** After a success: this address has no failures for the account any more. */
export async function forgetSignInFailures(db: Db, email: string, ip: string): Promise<void> {
  await reset(db, PAIR, pairParts(email, ip));
}
