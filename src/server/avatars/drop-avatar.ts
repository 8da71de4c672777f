// A customer no longer shows `name` (replaced, or the account deleted): its files go, unless another
// customer shows the same picture (files are named by their content).
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { removeAvatarFiles } from './avatar-images.ts';

export async function dropAvatarOf(db: Db, dataDir: string, customerId: number, name: string): Promise<void> {
  const [shared] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.avatarPath, name), ne(customers.id, customerId)))
    .limit(1);
  if (!shared) await removeAvatarFiles(dataDir, name);
}
