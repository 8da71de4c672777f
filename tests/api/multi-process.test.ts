// Two server instances on two ports and one PostgreSQL, as two hosts behind a load balancer would
// be: no instance serves a read from before a write the other has answered (read-after-write.ts).
// PostgreSQL only.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../src/server/db/client.ts';
import { keepAliveEnd, runTrials } from './read-after-write.ts';
import { makeRevocation, REVOCATION_KINDS, TRIALS } from './revocations.ts';
import { scratchDatabase } from './scratch-database.ts';
import { type ServerProcess, scratchDataDir, startServerProcess, stopServerProcess } from './server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const CRM_SECRET = 'crm_multi_process_test';

describe.skipIf(!serverUrl)('two server instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let handle: DbHandle | undefined;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await scratchDatabase(serverUrl ?? '', 'multi');
    for (const seed of ['true', 'false']) {
      const dataDir = await scratchDataDir('multi-process');
      dataDirs.push(dataDir);
      // One after the other: the first migrates and seeds the demo data.
      servers.push(
        await startServerProcess({
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          SEED_DEMO_DATA: seed,
          CRM_INTEGRATION_SECRET: CRM_SECRET,
        }),
      );
    }
    handle = await openDatabase({ databaseUrl: database.url });
  });

  afterAll(async () => {
    for (const server of servers) await stopServerProcess(server);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await handle?.close();
    await database?.drop();
  });

  for (const kind of REVOCATION_KINDS)
    it(`serves no read from before ${kind} answered through the other instance (${TRIALS[kind]} trials)`, async () => {
      const [one, two] = servers;
      if (!one || !two || !handle) throw new Error('servers did not start');
      const revocation = await makeRevocation(kind, handle.db, CRM_SECRET);
      const ends = [keepAliveEnd(one.port), keepAliveEnd(two.port)] as const;
      try {
        const counts = await runTrials(ends, revocation.trials, revocation.verdicts);
        expect(counts).toEqual({ trials: TRIALS[kind], staleReads: 0, unexpected: [] });
      } finally {
        for (const end of ends) end.agent.destroy();
      }
    }, 600_000);
});
