// The devices a customer receives pushes on. One row per endpoint: a browser that saves it again
// (renewed keys, or another customer signed in on it) updates that row. A customer keeps their
// most recent few devices; saving one more drops the oldest.
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';

export const MAX_SUBSCRIPTIONS_PER_CUSTOMER = 10;

export type SavedSubscription = { endpoint: string; p256dh: string; auth: string };

/** Saves `subscription` for the customer and the session that sent it. */
export async function saveSubscription(
  db: Db,
  customerId: number,
  sessionTokenHash: string,
  subscription: SavedSubscription,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const fields = { customerId, sessionTokenHash, ...subscription, updatedAt: now };
    await tx
      .insert(pushSubscriptions)
      .values({ ...fields, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, customerId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_CUSTOMER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.customerId, customerId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Removes the customer's own subscription at `endpoint`; another customer's stays. */
export async function deleteSubscription(db: Db, customerId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)));
}

export function subscriptionsOf(db: Db, customerIds: readonly number[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.customerId, [...customerIds]));
}

/** Forgets a subscription the push service says is gone (404/410), unless it was saved again since. */
export async function forgetSubscription(db: Db, id: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
}
