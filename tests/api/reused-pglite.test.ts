// The embedded database a worker's files share one after another (reused-pglite.ts): the next file
// gets it exactly as the migrated image is, with no row of the previous file and every sequence
// restarted, and a database a file closed itself is not handed on.
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions.ts';
import type { Db } from '../../src/server/db/client.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext } from './harness.ts';
import { pgliteOf } from './reused-pglite.ts';

/** Each table of the schema with its number of rows, and each sequence with its next value. */
async function contents(db: Db) {
  const client = pgliteOf(db);
  const tables = await client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows)
    rows[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`)).rows[0]?.n);
  const sequences = await client.query<{ name: string; next: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name,
            COALESCE(last_value + increment_by, start_value)::text AS next
       FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return { rows, sequences: sequences.rows };
}

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database, from one file to the next', () => {
  it('is handed on holding no row of the previous file, its sequences restarted', async () => {
    const first = await createTestContext();
    const image = await contents(first.db);
    expect(Object.keys(image.rows).length).toBeGreaterThan(10);
    expect(Object.values(image.rows).every((count) => count === 0)).toBe(true);
    const customer = await createCustomer(first.db);
    await createSession(first.db, customer.id, false, first.clock.now());
    const written = await contents(first.db);
    expect(Object.values(written.rows).some((count) => count > 0)).toBe(true);
    await first.close();

    const next = await createTestContext();
    expect(pgliteOf(next.db)).toBe(pgliteOf(first.db));
    expect(await contents(next.db)).toEqual(image);
    expect((await createCustomer(next.db)).id).toBe(customer.id);
    await next.close();
  });

  it('is not handed on once its file has closed it', async () => {
    const first = await createTestContext();
    await pgliteOf(first.db).close();
    await first.close();
    const next = await createTestContext();
    expect(pgliteOf(next.db)).not.toBe(pgliteOf(first.db));
    expect(pgliteOf(next.db).closed).toBe(false);
    await next.close();
  });
});
