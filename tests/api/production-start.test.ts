// A production start: reference data always, the demo only when asked for, and no start while demo
// accounts still open with the published password unless this server is a demo. The last part
// runs the real server and the command behind `npm run demo:remove` as processes (the bundle a
// production install runs), as an operator would.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, nationalities } from '../../src/server/db/schema.ts';
import { DEMO_EMAILS } from '../../src/server/db/seed/demo-accounts.ts';
import { seedAtStart } from '../../src/server/db/seed/first-start.ts';
import { demoAccountsRefusal } from '../../src/server/production-start.ts';
import { knownPasswordHash } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { scratchDatabase } from './scratch-database.ts';
import {
  api,
  bundleEntry,
  FRESH_DATABASE,
  freePort,
  root,
  scratchDataDir,
  signIn,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const seedOptions = { now: NOW, publicOrigin: 'http://localhost', log: () => {} };
const customerCount = async (t: TestContext) => (await t.db.select({ n: count() }).from(customers))[0]?.n;

describe('seeding at start', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('without the demo, gives an empty database its reference lists and no customers', async () => {
    await seedAtStart(t.db, { ...seedOptions, demo: false });
    expect((await t.db.select({ n: count() }).from(nationalities))[0]?.n).toBeGreaterThan(190);
    expect(await customerCount(t)).toBe(0);
  });

  it('with the demo, seeds it into a database without customers, once', async () => {
    await seedAtStart(t.db, { ...seedOptions, demo: true });
    expect(await customerCount(t)).toBe(DEMO_EMAILS.length);
    await seedAtStart(t.db, { ...seedOptions, demo: true });
    expect(await customerCount(t)).toBe(DEMO_EMAILS.length);
  });
});

describe('demo accounts at a production start', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await seedAtStart(t.db, { ...seedOptions, demo: true });
  });
  afterAll(() => t.close());

  const production = { production: true, seedDemoData: false };

  it('refuse the start, saying how many, their domain and how to remove them, naming nobody', async () => {
    const refusal = await demoAccountsRefusal(t.db, production);
    expect(refusal).toContain(`${DEMO_EMAILS.length} demo accounts (@example.com)`);
    expect(refusal).toContain('npm run demo:remove');
    expect(refusal).toContain('SEED_DEMO_DATA=true');
    for (const word of ['lead@', 'Olivia', 'Bennett', 'Chloe']) expect(refusal).not.toContain(word);
  });

  it('are allowed on a demo (SEED_DEMO_DATA=true) and outside production', async () => {
    expect(await demoAccountsRefusal(t.db, { production: true, seedDemoData: true })).toBeUndefined();
    expect(await demoAccountsRefusal(t.db, { production: false, seedDemoData: false })).toBeUndefined();
  });

  it('count only while they still open with the published password', async () => {
    const others = DEMO_EMAILS.filter((email) => email !== 'reset@example.com');
    await t.db
      .update(customers)
      .set({ passwordHash: await knownPasswordHash() })
      .where(inArray(sql`lower(${customers.email})`, others));
    expect(await demoAccountsRefusal(t.db, production)).toContain('1 demo account (@example.com)');
    await t.db.update(customers).set({ passwordHash: null }).where(eq(customers.email, 'reset@example.com'));
    expect(await demoAccountsRefusal(t.db, production)).toBeUndefined();
  });
});

function removeDemo(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundleEntry('remove-demo')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const serverUrl = process.env.TEST_DATABASE_URL;

// On a fresh database of the PostgreSQL under test when there is one, else on the embedded one.
describe('the production server with the demo in its database', () => {
  let dataDir: string;
  let postgres: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  beforeAll(async () => {
    dataDir = await scratchDataDir('production-start');
    if (serverUrl) postgres = await scratchDatabase(serverUrl, 'production');
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  it('starts as a demo, refuses to start otherwise until demo:remove, then starts without them', async () => {
    const database = { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' };
    const production = { ...database, NODE_ENV: 'production', SEED_DEMO_DATA: '', SCRYPT_N: '' };
    // Its very first start: the server makes and migrates the embedded database itself.
    const demo = await startServerProcess({ ...production, SEED_DEMO_DATA: 'true' }, undefined, FRESH_DATABASE);
    expect(demo.output()).toContain('Demo data seeded');
    await signIn(demo.port, 'lead@example.com', 'gangway-demo');
    if (!postgres) {
      // The embedded database serves one process: no removal while its server runs.
      const whileRunning = await removeDemo({ ...database, PORT: String(demo.port) });
      expect(whileRunning.output).toContain('Stop it first');
      expect(whileRunning.code).toBe(1);
    }
    await stopServerProcess(demo);

    const refused = await startServerProcess(production).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refused).toContain('Refusing to start in production');
    expect(refused).toContain('npm run demo:remove');

    const removal = await removeDemo({ ...database, PORT: String(await freePort()) });
    expect(removal.output).toContain(`Removed ${DEMO_EMAILS.length} demo customers`);
    expect(removal.code).toBe(0);

    const server = await startServerProcess(production);
    try {
      // The settings check speaks at start: PUBLIC_ORIGIN was left at its local default.
      expect(server.output()).toMatch(/\[server\] PUBLIC_ORIGIN is http:\/\/localhost:\d+, this machine/);
      const answer = await api(server.port, 'POST', '/customer/sessions', {
        body: { customer: { email: 'lead@example.com', password: 'gangway-demo' } },
      });
      expect(answer.status).toBe(401);
      // The removal keeps what is not the demo customers': the reference lists among it.
      const listed = await api(server.port, 'GET', '/customer/nationalities');
      expect((listed.body as unknown[]).length).toBeGreaterThan(190);
    } finally {
      await stopServerProcess(server);
    }
  }, 300_000);
});
