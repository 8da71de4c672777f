// What a database gets at every start, once its schema is current: the reference lists every
// installation needs, and the demo when it is wanted and the database has no customers yet.
// Runs in the migrations' turn (DbHandle.migrate), so processes starting together seed once.
import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers } from '../schema.ts';
import { type DemoSeedOptions, seedDemoData } from './demo.ts';
import { seedReferenceData } from './reference-data.ts';

export async function seedAtStart(db: Db, options: DemoSeedOptions & { demo: boolean }): Promise<void> {
  await seedReferenceData(db);
  if (!options.demo) return;
  const [row] = await db.select({ value: count() }).from(customers);
  if ((row?.value ?? 0) === 0) await seedDemoData(db, options);
}
