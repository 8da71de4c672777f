// One Drizzle database over either engine: PGlite (embedded, files under DATA_DIR) by default,
// node-postgres when DATABASE_URL is set. Both speak the same SQL, so queries and migrations are shared.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { logger } from '../log/logger.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** Work to do once the schema is current, in the same turn as the migrations (first-start seeding). */
export type AfterMigrations = (db: Db) => Promise<void>;

export type DbHandle = {
  db: Db;
  /**
   * Brings the schema up to date, then runs `afterwards`. On PostgreSQL both happen under one
   * advisory lock, so processes starting together on one database take turns: the first migrates
   * and seeds, the others find it done.
   */
  migrate: (afterwards?: AfterMigrations) => Promise<void>;
  close: () => Promise<void>;
  engine: 'pglite' | 'postgres';
  /**
   * PGlite only: an image of its folder (a tar for `loadDataDir`), taken while no query or
   * transaction runs; `whileQuiet` runs in the same pause, so files it reads agree with the image.
   */
  snapshot?: (whileQuiet: () => Promise<void>) => Promise<Blob>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key of migrating and first-start seeding ("gangway" in its first 8 bytes). */
const MIGRATION_LOCK_KEY = 0x67616e6777617900n;

/**
 * Migrates, and runs `afterwards`, while one connection holds the lock. A session lock: it ends with
 * that connection, which is closed rather than returned to the pool, so no error path can leave it
 * held (nor can a process that dies mid-turn).
 */
async function migrateUnderLock(pool: pg.Pool, db: Db, afterwards?: AfterMigrations): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migratePg(drizzlePg(client), { migrationsFolder });
    await afterwards?.(db);
  } finally {
    client.release(true);
  }
}

/**
 * `dataDir` undefined means an in-memory PGlite (tests); `loadDataDir` starts PGlite from an image
 * that PGlite's dumpDataDir made (tests start from an already-migrated one: see tests/api/harness.ts).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, admin termination) is reported here;
    // without a listener node-postgres rethrows it and the whole process dies. The pool replaces it.
    pool.on('error', (error) => logger.warn(`[db] idle connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: (afterwards) => migrateUnderLock(pool, db, afterwards),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  return pgliteHandle(client);
}

/** A handle on a PGlite that is ready: openDatabase's, or one the API suite reuses (its own Drizzle each time). */
export function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // One process owns a PGlite data directory, so there is nobody to take turns with.
    migrate: async (afterwards) => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await afterwards?.(db);
    },
    close: () => client.close(),
    // A transaction holds PGlite's transaction lock, which every other query and transaction waits
    // for; the dump itself only takes the query lock. The checkpoint writes every change into the
    // data files, so the image opens without replaying the write-ahead log.
    snapshot: (whileQuiet) =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        await whileQuiet();
        return client.dumpDataDir('none');
      }),
  };
}
