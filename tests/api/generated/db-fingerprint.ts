// A fingerprint of everything the database holds, to prove that a refused request changed nothing.
// One md5 per table over its rows in a fixed order; rate-limit counters are left out on purpose,
// since counting a refused attempt is their job. No table is UNLOGGED (db-fingerprint.test.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';

const VOLATILE_TABLES = new Set(['rate_limits']);

/** Both drivers answer {rows}; Drizzle's shared type does not say so. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function tableNames(db: Db): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  );
  return rows.map((row) => row.table_name).filter((name) => !VOLATILE_TABLES.has(name));
}

export type Fingerprint = Record<string, string>;

export async function createFingerprinter(db: Db) {
  const tables = await tableNames(db);
  const columns = tables
    .map(
      (name) => `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${name}" t) AS "${name}"`,
    )
    .join(', ');
  const statement = sql.raw(`SELECT ${columns}`);
  // Every committed change to a table (all are logged) moves the WAL's insert position: while it
  // stands still, the last fingerprint still holds, and the scan of every row is spared. The
  // position is read before the scan, so a write during the scan only makes the next call scan again.
  let last: { position: string; fingerprint: Fingerprint } | undefined;
  return async function fingerprint(): Promise<Fingerprint> {
    const position = rowsOf<{ position: string }>(
      await db.execute(sql`SELECT pg_current_wal_insert_lsn()::text AS position`),
    )[0]?.position;
    if (position && last?.position === position) return { ...last.fingerprint };
    const fingerprint = { ...rowsOf<Fingerprint>(await db.execute(statement))[0] };
    if (position) last = { position, fingerprint };
    return { ...fingerprint };
  };
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
