// Password-reset tokens: 256 random bits mailed once, stored as SHA-256, usable once, for 2 hours.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export const RESET_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const RESET_TOKEN_INVALID = 'is invalid';
export const RESET_TOKEN_EXPIRED = 'has expired, please request a new one';

export async function issueResetToken(db: Db, customerId: number, now: Date): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(oneTimeTokens).values({
    customerId,
    purpose: 'password_reset',
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

export type ResetTokenCheck = { ok: true; customerId: number } | { ok: false; reason: string };

/**
 * Marks the token used and answers its customer; the conditional update makes two simultaneous
 * uses of one token end with exactly one winner. Every other open reset token of that customer is
 * spent too, so older mails stop working once the password changed.
 */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<ResetTokenCheck> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, 'password_reset')))
    .limit(1);
  if (!row || row.usedAt) return { ok: false, reason: RESET_TOKEN_INVALID };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: RESET_TOKEN_EXPIRED };
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  if (!spent) return { ok: false, reason: RESET_TOKEN_INVALID };
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.customerId, row.customerId),
        eq(oneTimeTokens.purpose, 'password_reset'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  return { ok: true, customerId: row.customerId };
}
