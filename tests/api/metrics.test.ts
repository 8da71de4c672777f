// The Prometheus metrics of a real server process: served on their own port (loopback, with the
// token it was given), counting requests by route pattern, payments by outcome, the read cache's
// hits and the password-hash queue; and nowhere on the public port. Its server is asked for two
// processes, which the embedded PGlite turns down: it stays one, and says why.
import { networkInterfaces } from 'node:os';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { total } from './prometheus-text.ts';
import {
  api,
  freePort,
  type ServerProcess,
  scratchDataDir,
  signIn,
  startServerProcess,
  stopServerProcess,
  workersOf,
} from './server-process.ts';

const TOKEN = 'scrape-token-for-tests';
const BOOKING_ROUTE = '/api/v2/customer/bookings/:id';

// Its server runs on PGlite whatever the database under test: once, in the PGlite API step.
describe.skipIf(process.env.TEST_DATABASE_URL)('the Prometheus metrics', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';
  let metricsPort = 0;

  beforeAll(async () => {
    dataDir = await scratchDataDir('metrics');
    metricsPort = await freePort();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      READ_CACHE_TTL_MS: '60000',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
      WEB_CONCURRENCY: '2',
    });
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServerProcess(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const scrape = async (headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) => {
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers });
    return { status: answer.status, text: await answer.text() };
  };
  const port = () => server?.port ?? 0;

  it('come from one process on PGlite, which says why it does not start two', () => {
    expect(server?.output()).toContain(
      'WEB_CONCURRENCY=2 ignored: the embedded PGlite database serves one process; set DATABASE_URL (PostgreSQL) to run several',
    );
    expect(workersOf(server?.child.pid ?? 0)).toEqual([]);
  });

  it('count requests by route pattern and status class, never by the path asked for', async () => {
    const cookie = await signIn(port(), 'lead@example.com', 'gangway-demo');
    for (const id of [40001, 40001, 40002])
      expect((await api(port(), 'GET', `/customer/bookings/${id}`, { cookie })).status).toBe(200);
    expect((await api(port(), 'GET', '/customer/bookings/99999', { cookie })).status).toBe(404);
    expect((await api(port(), 'GET', '/no-such-route/77777')).status).toBe(404);
    expect((await api(port(), 'GET', '/customer/bookings/40001')).status).toBe(401);

    const { status, text } = await scrape();
    expect(status).toBe(200);
    const requests = (labels: Record<string, string>) => total(text, 'gangway_http_requests_total', labels);
    expect(requests({ method: 'GET', route: BOOKING_ROUTE, status_class: '2xx' })).toBe(3);
    // Refused before the route's handler ran (404 by it, 401 by a middleware): still its route.
    expect(requests({ method: 'GET', route: BOOKING_ROUTE, status_class: '4xx' })).toBe(2);
    expect(requests({ method: 'POST', route: '/api/v2/customer/sessions', status_class: '2xx' })).toBe(1);
    expect(requests({ method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(total(text, 'gangway_http_request_duration_seconds_count', { route: BOOKING_ROUTE })).toBe(5);
    const labels = text
      .split('\n')
      .map((line) => /\{(.*)\}/.exec(line)?.[1] ?? '')
      .join('\n');
    expect(labels).toContain(BOOKING_ROUTE);
    expect(labels).not.toMatch(/40001|40002|99999|77777|no-such-route|lead@example/);
    // One process: all its requests under worker 0.
    expect(total(text, 'gangway_worker_requests_total', { worker: '0' })).toBe(requests({}));
  });

  it('count the read cache’s hits and misses, payments by outcome, and show the hash queue and the process', async () => {
    const cookie = await signIn(port(), 'lead@example.com', 'gangway-demo');
    const booking = (await api(port(), 'GET', '/customer/bookings/40003', { cookie })).body as {
      currency_code: string;
    };
    const before = (await scrape()).text;
    expect((await api(port(), 'GET', '/customer/bookings/40003', { cookie })).status).toBe(200);
    const paid = await api(port(), 'POST', '/customer/bookings/40003/payments', {
      cookie,
      headers: { 'Idempotency-Key': `metrics-${randomUUID()}` },
      body: {
        payment: {
          cardholder_name: 'Lead Traveller',
          currency: booking.currency_code,
          amount_cents: 100,
          terms_accepted: true,
          stripe_payment_method: 'pm_card_visa',
        },
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const after = (await scrape()).text;
    const added = (name: string, labels: Record<string, string>) =>
      total(after, name, labels) - total(before, name, labels);
    expect(added('gangway_read_cache_lookups_total', { cache: 'bookings', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(added('gangway_read_cache_lookups_total', { cache: 'sessions', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(total(after, 'gangway_read_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(added('gangway_payment_attempts_total', { outcome: 'succeeded' })).toBe(1);
    expect(after).toMatch(/^gangway_password_hash_queue_depth\{lane="sign-in"\} 0$/m);
    expect(after).toMatch(/^gangway_password_hash_queue_depth\{lane="sign-up"\} 0$/m);
    expect(after).toContain('# TYPE gangway_server_renders_total counter'); // counted in server-render.test.ts
    expect(total(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(total(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('answer only GET /metrics, and only with the token', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ Authorization: 'Bearer not-the-token' })).status).toBe(401);
    expect((await scrape({ Authorization: TOKEN })).status).toBe(401);
    const other = await fetch(`http://127.0.0.1:${metricsPort}/`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(other.status).toBe(404);
  });

  it('are not served on the public port, with or without the token', async () => {
    const tries: Record<string, string>[] = [{}, { Authorization: `Bearer ${TOKEN}` }, { Accept: 'text/plain' }];
    for (const headers of tries) {
      for (const path of ['/metrics', '/api/v2/metrics.json', '/api/metrics']) {
        const answer = await fetch(`http://127.0.0.1:${port()}${path}`, { headers });
        const text = await answer.text();
        expect(text).not.toContain('gangway_http_requests_total');
        expect(text).not.toContain('# HELP');
      }
    }
  });

  it('listen on loopback only unless METRICS_HOST says otherwise', async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    expect((await scrape()).status).toBe(200);
    if (!outside) return; // a host with loopback only has no other address to try
    await expect(
      fetch(`http://${outside.address}:${metricsPort}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } }),
    ).rejects.toThrow();
  });
});
