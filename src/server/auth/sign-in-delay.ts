// The per-account sign-in delay, across every client address.
//
// The per-IP limits (rate-limit.ts) do nothing against a guess spread over many addresses, and a
// hard per-account lock-out would hand any stranger a way to keep a traveller out of their own
// account. So failures are counted per e-mail address whatever the client, and past a few free
// ones each further attempt for that address must wait: 2 s after the 6th failure, doubling per
// failure, never more than 60 s. While it waits, an attempt answers 429 with Retry-After without
// checking the password (no scrypt, nothing learnt) and does not count as a failure. When the wait
// is over, one attempt, from whichever address comes first, takes the turn (a conditional update,
// so a burst from many addresses still gets one guess per turn). A distributed guess is slowed to at
// most one password a minute per account; the traveller waits a minute at worst.
//
// A browser that signed in to the account before (known-devices.ts) is never delayed, so an
// attacker who keeps taking the turns cannot keep the traveller out on their own phone; a new
// browser waits at most the cap. Failures are forgotten an hour after the last one, and a
// successful sign-in forgets them at once. Unknown addresses count like known ones: a delay must
// not tell which addresses have accounts.
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

const RULE = { name: 'sign-in:email-failures' };
const keyOf = (email: string) => keyFor(RULE, [email.trim().toLowerCase()]);

/** Seconds to wait after the last failure when `failures` have been counted (0: no wait). */
export function delaySeconds(failures: number, multiplier = 1): number {
  const excess = failures - Math.max(1, Math.round(SIGN_IN_DELAY.freeFailures * multiplier));
  if (excess < 1) return 0;
  return Math.min(SIGN_IN_DELAY.maxDelaySeconds, SIGN_IN_DELAY.firstDelaySeconds * 2 ** (excess - 1));
}

/**
 * Lets this attempt check the password, or throws 429 with Retry-After while the account waits.
 * The row's window_start holds the time of the last failure (or of the last turn taken).
 */
export async function takeSignInTurn(db: Db, email: string, now: Date, multiplier = 1): Promise<void> {
  const key = keyOf(email);
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row || now.getTime() - row.windowStart.getTime() >= SIGN_IN_DELAY.forgetAfterMs) return;
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

export async function recordSignInFailure(db: Db, email: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - SIGN_IN_DELAY.forgetAfterMs);
  await db
    .insert(rateLimits)
    .values({ key: keyOf(email), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} > ${forgetBefore.toISOString()}::timestamptz THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    });
}

export async function forgetSignInFailures(db: Db, email: string): Promise<void> {
  await reset(db, RULE, [email.trim().toLowerCase()]);
}
