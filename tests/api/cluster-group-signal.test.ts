// `kill -TERM -- -<pgid>`: every process of the group gets the signal, and the cluster's primary
// passes a stop on to its workers as well. Each worker drains once, whatever the order the two
// arrive in; only the operator's second signal, seconds later, cuts the drain short.
import { rm } from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_STOP_MS } from '../../src/server/graceful-shutdown.ts';
import { scratchDatabase } from './scratch-database.ts';
import {
  OWN_GROUP,
  type ServerProcess,
  scratchDataDir,
  startServerProcess,
  stopServerProcess,
  workersOf,
} from './server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const SERVER_TIMEOUT = 60_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A sign-in whose headers the server has read (it said 100 Continue) and whose body never ends. */
function requestUnderWay(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/v2/customer/sessions.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Accept: application/json\r\nSec-Fetch-Site: same-origin\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n',
      );
    });
    socket.once('data', (chunk) => {
      if (!chunk.toString().startsWith('HTTP/1.1 100')) reject(new Error(`no 100 Continue: ${chunk}`));
      socket.write('{"customer":');
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe.skipIf(!serverUrl)('a signal to the whole process group of WEB_CONCURRENCY=2', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let server: ServerProcess | undefined;
  let dataDir = '';

  beforeAll(async () => {
    database = await scratchDatabase(serverUrl ?? '', 'group_signal');
    dataDir = await scratchDataDir('group-signal');
    server = await startServerProcess(
      { DATABASE_URL: database.url, DATA_DIR: dataDir, WEB_CONCURRENCY: '2', SHUTDOWN_TIMEOUT_MS: '120000' },
      undefined,
      OWN_GROUP,
    );
  }, 120_000);

  afterAll(async () => {
    const workers = server ? workersOf(server.child.pid ?? 0) : [];
    if (server) await stopServerProcess(server, 'SIGKILL');
    for (const pid of workers.filter(alive)) process.kill(pid, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it("drains each worker once, and the operator's second signal later ends it", async () => {
    if (!server) throw new Error('no server');
    const group = server.child.pid ?? 0;
    const workers = workersOf(group);
    expect(workers).toHaveLength(2);
    // New connections go to the workers in turn: four requests keep both busy.
    const sockets = await Promise.all(Array.from({ length: 4 }, () => requestUnderWay(server?.port ?? 0)));

    process.kill(-group, 'SIGTERM');
    const output = () => server?.output() ?? '';
    // Each worker starts its drain on one copy of the stop and takes the other as the same stop.
    await expect
      .poll(() => count(output(), 'already draining') + count(output(), 'exiting without waiting'), {
        timeout: SERVER_TIMEOUT,
      })
      .toBeGreaterThanOrEqual(2);
    expect(output()).not.toContain('exiting without waiting');
    expect(count(output(), ': draining')).toBe(2);
    expect(workers.filter(alive)).toEqual(workers);

    // A second signal counts as the operator's only once some time has passed: that time is the rule.
    await new Promise((resolve) => setTimeout(resolve, SAME_STOP_MS));
    process.kill(-group, 'SIGTERM');
    await server.exited;
    expect(count(output(), 'SIGTERM again: exiting without waiting')).toBe(2);
    expect(workers.filter(alive)).toEqual([]);
    for (const socket of sockets) socket.destroy();
  }, 180_000);
});
