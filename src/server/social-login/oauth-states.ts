// The server's own record of each OAuth state, next to the flow cookie (oauth-flow-cookie.ts): a
// cookie deleted by the browser can still be copied and sent again, so a state counts only while
// its row exists. The row is written when the flow starts and deleted by the first callback that
// presents it (a conditional delete: two callbacks at once end with one winner), and it is worth
// nothing ten minutes after the start. Rows of flows never finished are pruned as new ones start.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oauthStates } from '../db/schema.ts';
import { hashToken } from '../auth/tokens.ts';

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export async function recordOAuthState(db: Db, state: string, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lte(oauthStates.expiresAt, now));
  await db
    .insert(oauthStates)
    .values({ stateHash: hashToken(state), expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS), createdAt: now });
}

/** Whether this state was issued here less than ten minutes ago and not used yet; it is used now. */
export async function spendOAuthState(db: Db, state: string, now: Date): Promise<boolean> {
  const spent = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, hashToken(state)), gt(oauthStates.expiresAt, now)))
    .returning({ stateHash: oauthStates.stateHash });
  return spent.length === 1;
}
