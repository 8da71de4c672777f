// Invitations for tests: the token is returned once, only its hash is stored (as the server does).
import { newToken } from '../../src/server/auth/tokens.ts';
import type { Db } from '../../src/server/db/client.ts';
import { invitations } from '../../src/server/db/schema.ts';

const DAY = 24 * 60 * 60 * 1000;

export async function createInvitation(
  db: Db,
  values: { customerId: number; passengerId: number; now: Date } & Partial<typeof invitations.$inferInsert>,
) {
  const { now, ...rest } = values;
  const { token, hash } = newToken();
  const [row] = await db
    .insert(invitations)
    .values({ tokenHash: hash, expiresAt: new Date(now.getTime() + 14 * DAY), createdAt: now, ...rest })
    .returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return { row, token };
}
