// The readiness probe's one round trip: the newest migration the database has recorded (drizzle's
// own table, where a migration's created_at is its journal timestamp) must be at least the newest
// this build ships. A missing table means nothing was migrated; any other failure, unreachable.
import { sql } from 'drizzle-orm';
import type { NotReadyReason } from '../../shared/contract/health.ts';
import type { Db } from '../db/client.ts';
import journal from '../db/migrations/meta/_journal.json' with { type: 'json' };
import type { Probe } from './readiness.ts';

export const NEWEST_MIGRATION = Math.max(...journal.entries.map((entry) => entry.when));

/** undefined_table, invalid_schema_name: the migrations table is not there. */
const NOT_MIGRATED_CODES = new Set(['42P01', '3F000']);

function codeOf(error: unknown): unknown {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth += 1) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export function databaseProbe(db: Db): Probe {
  return async (): Promise<NotReadyReason | null> => {
    try {
      const result = await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
      const newest = Number((result as { rows?: { newest?: string | null }[] }).rows?.[0]?.newest ?? 0);
      return newest >= NEWEST_MIGRATION ? null : 'migrations_pending';
    } catch (error) {
      return NOT_MIGRATED_CODES.has(codeOf(error) as string) ? 'migrations_pending' : 'database_unreachable';
    }
  };
}
