// WebAuthn challenges, kept on the server: each is 256 random bits handed to one browser, stored only
// as its SHA-256 with the ceremony it is for (and the customer, when adding a passkey). The first
// response that presents it spends it (a conditional delete: two at once end with one winner), and
// it is worth nothing five minutes after it was made. Expired rows are pruned as new ones are made.
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type PasskeyCeremony, passkeyChallenges } from '../db/schema.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** A fresh challenge (base64url) for `ceremony`; `customerId` for adding a passkey, null for a sign-in. */
export async function issueChallenge(
  db: Db,
  ceremony: PasskeyCeremony,
  customerId: number | null,
  now: Date,
): Promise<string> {
  await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now));
  const { token, hash } = newToken();
  await db.insert(passkeyChallenges).values({
    challengeHash: hash,
    ceremony,
    customerId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    createdAt: now,
  });
  return token;
}

/** Whether this challenge was issued here for this ceremony (and customer) and is still fresh; it is spent now. */
export async function spendChallenge(
  db: Db,
  challenge: string,
  ceremony: PasskeyCeremony,
  customerId: number | null,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, hashToken(challenge)),
        eq(passkeyChallenges.ceremony, ceremony),
        customerId === null ? isNull(passkeyChallenges.customerId) : eq(passkeyChallenges.customerId, customerId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challengeHash: passkeyChallenges.challengeHash });
  return spent.length === 1;
}
