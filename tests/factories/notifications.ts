// Notifications for tests, created at an explicit time so ordering is predictable.
import type { Db } from '../../src/server/db/client.ts';
import { notifications } from '../../src/server/db/schema.ts';

export async function createNotification(
  db: Db,
  customerId: number,
  values: Partial<typeof notifications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({ customerId, type: 'NewMessage', message: 'You have a new message', ...values })
    .returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}
