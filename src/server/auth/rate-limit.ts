// Fixed-window counters in the rate_limits table, so every API process behind a load balancer
// shares them. One upsert both counts the attempt and reads the total: no read-then-write race.
// Keys are hashed so the table holds no e-mail addresses or IPs in clear.
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { ApiError } from '../http/respond.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

export type RateRule = { name: string; limit: number; windowMs: number };

const MINUTE = 60_000;
export const RATE_RULES = {
  signInPerAccount: { name: 'sign-in:ip+email', limit: 10, windowMs: 15 * MINUTE },
  signInPerIp: { name: 'sign-in:ip', limit: 50, windowMs: 15 * MINUTE },
  forgotPasswordPerAccount: { name: 'forgot-password:ip+email', limit: 5, windowMs: 60 * MINUTE },
  // Each sign-up costs a scrypt hash (128 MiB for a few hundred ms): a burst must not be free.
  signUpPerAccount: { name: 'sign-up:ip+email', limit: 5, windowMs: 60 * MINUTE },
  signUpPerIp: { name: 'sign-up:ip', limit: 20, windowMs: 60 * MINUTE },
  // A stolen session must not become a way to guess the password (each guess is also a scrypt).
  changePasswordPerCustomer: { name: 'change-password:customer', limit: 5, windowMs: 15 * MINUTE },
  // Each upload costs a decode (up to a second of a core): a signed-in account must not be a way to
  // keep a process busy. A customer trying a few pictures stays far below.
  avatarUploadPerCustomer: { name: 'avatar-upload:customer', limit: 10, windowMs: 15 * MINUTE },
  // Each new card, saved or paid with, is checked by the card provider, declined or not: an account
  // must not become a card-testing tool. A traveller adds one or two; saved cards are not counted.
  newCardPerCustomer: { name: 'new-card:customer', limit: 10, windowMs: 60 * MINUTE },
  // Each export reads every record of the account: made on request, a few times an hour is plenty.
  dataExportPerCustomer: { name: 'data-export:customer', limit: 5, windowMs: 60 * MINUTE },
  // Deleting the account checks the password: a stolen session must not become a way to guess it.
  deleteAccountPerCustomer: { name: 'delete-account:customer', limit: 5, windowMs: 15 * MINUTE },
  // Each passkey sign-in first takes a challenge (a row for five minutes): a page of the sign-in form
  // takes one when it opens, so this is well above a traveller's and bounds a flood's rows.
  passkeyOptionsPerIp: { name: 'passkey-options:ip', limit: 100, windowMs: 15 * MINUTE },
  // Calendar feed tokens are unguessable; this only bounds the work a burst of wrong ones costs.
  calendarFeedMissPerIp: { name: 'calendar-feed-miss:ip', limit: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

const PRUNE_AFTER_MS = 24 * 60 * MINUTE;

export function keyFor(rule: Pick<RateRule, 'name'>, parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  return `${rule.name}:${digest}`;
}

/** Counts one attempt; answers how many seconds to wait when the window's limit is exceeded. */
export async function hit(db: Db, rule: RateRule, parts: string[], now: Date): Promise<{ retryAfter: number } | null> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyFor(rule, parts), windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  if (Math.random() < 0.01)
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - PRUNE_AFTER_MS)));
  if (!row || row.count <= rule.limit) return null;
  return { retryAfter: Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000)) };
}

/** Forgets the counts of a rule for these parts (a successful sign-in clears its account's failures). */
export async function reset(db: Db, rule: Pick<RateRule, 'name'>, parts: string[]): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(rule, parts)));
}

/**
 * Counts the attempt against every rule; 429 with Retry-After if any is over its limit.
 * `multiplier` (RATE_LIMIT_MULTIPLIER) raises every limit, for a test suite that signs in from one IP.
 */
export async function enforce(
  db: Db,
  checks: { rule: RateRule; parts: string[] }[],
  now: Date,
  multiplier = 1,
): Promise<void> {
  let retryAfter = 0;
  for (const check of checks) {
    const rule = { ...check.rule, limit: Math.max(1, Math.round(check.rule.limit * multiplier)) };
    const over = await hit(db, rule, check.parts, now);
    if (over) retryAfter = Math.max(retryAfter, over.retryAfter);
  }
  if (retryAfter > 0) throw new ApiError(429, { error: TOO_MANY_ATTEMPTS }, { 'Retry-After': String(retryAfter) });
}
