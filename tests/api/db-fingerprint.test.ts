// The fingerprint that proves a refused request changed nothing (generated/db-fingerprint.ts) is
// reused while the WAL stands still: every table must be logged, and a change made after a reused
// fingerprint must still show.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../factories/customers.ts';
import { changedTables, createFingerprinter } from './generated/db-fingerprint.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('the database fingerprint', () => {
  it('finds no unlogged table, whose changes would not move the WAL', async () => {
    const result = await t.db.execute(
      sql`SELECT relname FROM pg_class JOIN pg_namespace n ON n.oid = relnamespace
          WHERE nspname = 'public' AND relkind = 'r' AND relpersistence <> 'p'`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('shows a change made after a fingerprint taken twice with nothing written between', async () => {
    const fingerprint = await createFingerprinter(t.db);
    const first = await fingerprint();
    const again = await fingerprint();
    expect(changedTables(first, again)).toEqual([]);
    await createCustomer(t.db, { email: 'fingerprint@example.com' });
    expect(changedTables(again, await fingerprint())).toContain('customers');
  });
});
