// Two server processes on one PostgreSQL: a sign-out through one reaches the other's read cache at
// once (LISTEN/NOTIFY, db/change-feed.ts). The read cache's TTL is set to a minute here, so only
// the notification can explain the second process refusing the cookie. PostgreSQL only.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from './scratch-database.ts';
import {
  api,
  type ServerProcess,
  scratchDataDir,
  signIn,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('several server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
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
          READ_CACHE_TTL_MS: '60000',
        }),
      );
    }
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await stopServerProcess(server);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it('refuses a cookie signed out through the other process on the next request', async () => {
    const [one, two] = servers;
    if (!one || !two) throw new Error('servers did not start');
    const cookie = await signIn(one.port, 'lead@example.com', 'gangway-demo');
    // Warm the second process's caches: the session and the booking.
    for (let i = 0; i < 2; i += 1) {
      expect((await api(two.port, 'GET', '/customer/me', { cookie })).status).toBe(200);
      expect((await api(two.port, 'GET', '/customer/bookings/40001', { cookie })).status).toBe(200);
    }
    expect((await api(one.port, 'DELETE', '/customer/sessions', { cookie })).status).toBe(200);
    const started = performance.now();
    // The NOTIFY went out before the sign-out answered; its delivery to the other process's
    // listening connection is a loopback hop. Allow that hop, even on a host busy with other work
    // (2 s), never the read cache's 60 s TTL.
    let status = 0;
    while (performance.now() - started < 2_000) {
      status = (await api(two.port, 'GET', '/customer/bookings/40001', { cookie })).status;
      if (status === 401) break;
    }
    expect(status).toBe(401);
    expect((await api(two.port, 'GET', '/customer/me', { cookie })).status).toBe(401);
  });
});
