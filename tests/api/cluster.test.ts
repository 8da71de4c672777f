// WEB_CONCURRENCY: several server processes on one port. On PostgreSQL, two workers answer on the
// one port, the metrics port adds up both, no worker serves a read from before a write the other
// has answered (read-after-write.ts), a killed worker is replaced, and SIGTERM stops them all. (With the embedded PGlite the
// server stays one process: metrics.test.ts.)
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../src/server/db/client.ts';
import { type End, keepAliveEnd, runTrials, send } from './read-after-write.ts';
import { makeRevocation, REVOCATION_KINDS, TRIALS } from './revocations.ts';
import { scratchDatabase } from './scratch-database.ts';
import { total } from './prometheus-text.ts';
import {
  freePort,
  type ServerProcess,
  scratchDataDir,
  startServerProcess,
  stopServerProcess,
  workersOf,
} from './server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const CRM_SECRET = 'crm_cluster_test';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A GET on a connection of its own: the cluster hands each new connection to the next worker, so
 * a run of these reaches every worker (one keep-alive connection would stay with one).
 */
function getOnNewConnection(port: number, resource: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v2${resource}.json`,
        agent: false,
        headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin', ...(cookie ? { Cookie: cookie } : {}) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

describe.skipIf(!serverUrl)('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let server: ServerProcess | undefined;
  let dataDir = '';
  let metricsPort = 0;
  let handle: DbHandle | undefined;

  beforeAll(async () => {
    database = await scratchDatabase(serverUrl ?? '', 'cluster');
    dataDir = await scratchDataDir('cluster');
    metricsPort = await freePort();
    server = await startServerProcess({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
      CRM_INTEGRATION_SECRET: CRM_SECRET,
    });
    handle = await openDatabase({ databaseUrl: database.url });
  });

  afterAll(async () => {
    const workers = server ? workersOf(server.child.pid ?? 0) : [];
    if (server) await stopServerProcess(server, 'SIGKILL');
    for (const pid of workers.filter(alive)) process.kill(pid, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await handle?.close();
    await database?.drop();
  });

  const port = () => server?.port ?? 0;
  const db = () => {
    if (!handle) throw new Error('no database');
    return handle.db;
  };
  const primaryPid = () => server?.child.pid ?? 0;
  const scrape = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const perWorker = (text: string, worker: string) => total(text, 'gangway_worker_requests_total', { worker });

  it('answers on one port from two processes, and the metrics add up both', async () => {
    expect(workersOf(primaryPid())).toHaveLength(2);
    const before = await scrape();
    for (let i = 0; i < 20; i += 1) expect(await getOnNewConnection(port(), '/customer/countries')).toBe(200);
    const after = await scrape();
    const added = (worker: string) => perWorker(after, worker) - perWorker(before, worker);
    expect(added('1')).toBeGreaterThan(0);
    expect(added('2')).toBeGreaterThan(0);
    expect(added('1') + added('2')).toBe(20);
    expect(total(after, 'gangway_http_requests_total', { route: '/api/v2/customer/countries' })).toBe(20);
  });

  // Each end is one keep-alive connection, which the cluster hands to one worker for good: the first
  // two connections go to the two workers in turn, and the metrics say which is which.
  const workerOfEnd = async (end: End) => {
    const before = await scrape();
    for (let i = 0; i < 3; i += 1)
      expect((await send(end, { method: 'GET', resource: '/customer/countries' })).status).toBe(200);
    const after = await scrape();
    return ['1', '2'].find((worker) => perWorker(after, worker) - perWorker(before, worker) === 3);
  };

  for (const kind of REVOCATION_KINDS)
    it(`serves no read from before ${kind} answered through the other worker (${TRIALS[kind]} trials)`, async () => {
      const revocation = await makeRevocation(kind, db(), CRM_SECRET);
      const ends = [keepAliveEnd(port()), keepAliveEnd(port())] as const;
      try {
        const workers = [await workerOfEnd(ends[0]), await workerOfEnd(ends[1])];
        expect(new Set(workers)).toEqual(new Set(['1', '2']));
        const before = await scrape();
        const sentBefore = ends.map((end) => end.sent);
        const counts = await runTrials(ends, revocation.trials, revocation.verdicts);
        expect(counts).toEqual({ trials: TRIALS[kind], staleReads: 0, unexpected: [] });
        // Every request of an end reached its worker: the trials crossed between the processes.
        const after = await scrape();
        for (const [index, end] of ends.entries())
          expect(perWorker(after, workers[index] ?? '') - perWorker(before, workers[index] ?? '')).toBe(
            end.sent - (sentBefore[index] ?? 0),
          );
      } finally {
        for (const end of ends) end.agent.destroy();
      }
    }, 600_000);

  it('replaces a worker that dies', async () => {
    const [victim, survivor] = workersOf(primaryPid());
    if (!victim || !survivor) throw new Error('expected two workers');
    process.kill(victim, 'SIGKILL');
    await expect
      .poll(() => workersOf(primaryPid()).filter((pid) => pid !== survivor && pid !== victim), { timeout: 30_000 })
      .toHaveLength(1);
    expect(server?.output()).toMatch(/worker \d+ \(pid \d+\) exited \(signal SIGKILL\); replacing it in 1000 ms/);
    // The replacement (worker 3) answers its share of new connections.
    await expect
      .poll(
        async () => {
          for (let i = 0; i < 4; i += 1) await getOnNewConnection(port(), '/customer/countries');
          return perWorker(await scrape(), '3');
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
  });

  it('stops every process on SIGTERM', async () => {
    const workers = workersOf(primaryPid());
    expect(workers).toHaveLength(2);
    if (!server) throw new Error('no server');
    await stopServerProcess(server, 'SIGTERM');
    expect(server.child.exitCode).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
  });
});
