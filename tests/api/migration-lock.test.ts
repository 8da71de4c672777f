// Three server processes starting at once on one empty PostgreSQL database: they take turns under
// the migration lock, so all three come up, every migration is applied once and the demo is seeded
// once. PostgreSQL only (the embedded PGlite serves one process).
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PLANS } from '../../src/server/db/seed/booking-plans.ts';
import { DEMO_EMAILS } from '../../src/server/db/seed/demo-accounts.ts';
import { queryRows, scratchDatabase } from './scratch-database.ts';
import {
  root,
  type ServerProcess,
  scratchDataDir,
  signIn,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('three server processes starting at once on an empty PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  const dataDirs: string[] = [];
  let started: PromiseSettledResult<ServerProcess>[] = [];

  beforeAll(async () => {
    database = await scratchDatabase(serverUrl ?? '', 'lock');
    for (let i = 0; i < 3; i += 1) dataDirs.push(await scratchDataDir('migration-lock'));
    started = await Promise.allSettled(
      dataDirs.map((dataDir) =>
        startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' }),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    for (const result of started) if (result.status === 'fulfilled') await stopServerProcess(result.value);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it('all come up and sign the demo lead in', async () => {
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);
    for (const result of started)
      if (result.status === 'fulfilled') await signIn(result.value.port, 'lead@example.com', 'gangway-demo');
  });

  it('apply every migration once', async () => {
    const journal = JSON.parse(
      await readFile(path.join(root, 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const rows = await queryRows<{ hash: string; times: number }>(
      database.url,
      'SELECT hash, count(*)::int AS times FROM drizzle.__drizzle_migrations GROUP BY hash',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });

  it('seed the demo once', async () => {
    const emails = await queryRows<{ email: string }>(database.url, 'SELECT lower(email) AS email FROM customers');
    expect(emails.map((row) => row.email).sort()).toEqual([...DEMO_EMAILS].sort());
    const [bookings] = await queryRows<{ n: number }>(database.url, 'SELECT count(*)::int AS n FROM bookings');
    expect(bookings?.n).toBe(BOOKING_PLANS.length);
  });
});
