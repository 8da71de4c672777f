// The in-memory PGlite of an API-suite worker, reused from file to file. Loading the migrated image
// costs a second of CPU or more; a file's database is instead emptied when the file ends (every
// table of the schema truncated, every sequence restarted: the image holds no rows) and handed to
// the worker's next file, so each worker loads the image about once. A database that cannot be
// emptied is closed, and the next file loads the image again.
import type { PGlite } from '@electric-sql/pglite';
import { type Db, type DbHandle, openDatabase, pgliteHandle } from '../../src/server/db/client.ts';
import { migratedPgliteImage } from './database-images.ts';

let idle: PGlite | undefined;

/** The PGlite under a Drizzle database opened on the embedded engine. */
export const pgliteOf = (db: Db) => (db as unknown as { $client: PGlite }).$client;

/** A database at the migrated image's state: the worker's emptied one, else one loaded from the image. */
export async function takePglite(): Promise<DbHandle> {
  const client = idle;
  idle = undefined;
  return client ? pgliteHandle(client) : openDatabase({ loadDataDir: await migratedPgliteImage() });
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name).join(', ');

/** Empties a database its file has ended with, for the next file; closes one a file left unusable. */
export async function givePgliteBack(handle: DbHandle): Promise<void> {
  const client = pgliteOf(handle.db);
  if (client.closed) return;
  if (idle) return handle.close();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    const sequences = await client.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'`,
    );
    await client.exec(
      [
        `TRUNCATE ${names(tables.rows)} CASCADE`,
        ...sequences.rows.map((sequence) => `ALTER SEQUENCE ${sequence.name} RESTART`),
      ].join(';\n'),
    );
    idle = client;
  } catch {
    await handle.close();
  }
}
