// The health probes through the real app: /healthz and /readyz answer JSON (never the app's
// HTML), are never cached, need no session or CSRF token and are not rate limited; a burst of them
// costs one database round trip a second; /readyz says why it is not ready with a short code; the
// request id comes back as X-Request-Id.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { databaseProbe } from '../../src/server/health/database-probe.ts';
import { createReadiness, type Probe } from '../../src/server/health/readiness.ts';
import { checkAnswersOf } from './answer-check.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'gangway-health-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestContext({ config: { webRoot } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const noMail = { send: async () => {} };

/** The app over another database or readiness, everything else the test context's. */
const appWith = (deps: Partial<Parameters<typeof createApp>[0]>) => {
  const app = createApp({
    db: t.db,
    clock: t.clock,
    mailer: noMail,
    config: t.config,
    sharedDatabase: t.engine === 'postgres',
    ...deps,
  });
  checkAnswersOf(app);
  return app;
};

const probe = (app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> }, path: string) =>
  app.request(`http://localhost${path}`, {
    headers: {
      Accept: 'text/html,application/xhtml+xml',
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'https://evil.example',
    },
  });

describe('GET /healthz and /readyz', () => {
  it('answer JSON that no cache keeps, even to a browser asking for a page from elsewhere', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await probe(t.app, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });

  it('answer a signed-out burst from one address, with one database round trip', async () => {
    let calls = 0;
    const counted: Probe = () => {
      calls += 1;
      return databaseProbe(t.db)();
    };
    const app = appWith({ readiness: createReadiness(counted) });
    const answers = await Promise.all(Array.from({ length: 200 }, () => probe(app, '/readyz')));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(calls).toBe(1);
  });

  it('say migrations_pending on a database never migrated, database_unreachable once it is gone', async () => {
    const bare = await openDatabase({});
    const app = appWith({ db: bare.db, readiness: createReadiness(databaseProbe(bare.db), { maxAgeMs: 0 }) });
    const pending = await probe(app, '/readyz');
    expect(pending.status).toBe(503);
    expect(await pending.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
    expect((await probe(app, '/healthz')).status).toBe(200);
    await bare.close();
    const gone = await probe(app, '/readyz');
    expect(gone.status).toBe(503);
    expect(gone.headers.get('Cache-Control')).toBe('no-store');
    expect(await gone.json()).toEqual({ status: 'unavailable', reason: 'database_unreachable' });
  });

  it('say shutting_down while draining, and every answer then closes its connection', async () => {
    const readiness = createReadiness(databaseProbe(t.db));
    const app = appWith({ readiness });
    expect((await probe(app, '/readyz')).headers.get('Connection')).toBeNull();
    readiness.drain();
    const draining = await probe(app, '/readyz');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'unavailable', reason: 'shutting_down' });
    expect(draining.headers.get('Connection')).toBe('close');
    const alive = await probe(app, '/healthz');
    expect(alive.status).toBe(200);
    expect(alive.headers.get('Connection')).toBe('close');
  });
});

describe('X-Request-Id', () => {
  it('sends back a short, plain id the caller gave, and a new one for anything else', async () => {
    const given = await t.app.request('http://localhost/healthz', { headers: { 'X-Request-Id': 'lb-7f3a.42' } });
    expect(given.headers.get('X-Request-Id')).toBe('lb-7f3a.42');
    for (const unsafe of ['someone@example.com', 'a b', 'x'.repeat(65), '<script>']) {
      const res = await t.app.request('http://localhost/healthz', { headers: { 'X-Request-Id': unsafe } });
      expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const api = await t.client().get('/customer/me');
    expect(api.status).toBe(401);
    expect(api.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
