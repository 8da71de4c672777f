// The server process stopped with SIGTERM while a card payment is at the card provider (the real
// Stripe adapter against the local fake, which holds the charge until told): /readyz answers 503
// from that moment, new connections are refused, a spare connection that never sent a byte does not
// hold the stop up, the payment is answered and recorded once, and the process exits 0. A drain
// that outlasts SHUTDOWN_TIMEOUT_MS ends with exit 1.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { payments } from '../../src/server/db/schema.ts';
import { type StripeFake, startStripeFake } from './fakes/stripe-fake.ts';
import {
  api,
  type ServerProcess,
  scratchDataDir,
  signIn,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

const BOOKING = 40001;

// One data directory for both: the first start migrates and seeds it, the second reuses it.
let dataDir = '';
let fake: StripeFake;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dataDir = await scratchDataDir('graceful-stop');
  fake = await startStripeFake();
});
afterEach(async () => {
  if (server) await stopServerProcess(server, 'SIGKILL');
  server = undefined;
});
afterAll(async () => {
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function startWithStripe(env: Record<string, string> = {}) {
  server = await startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    STRIPE_SECRET_KEY: 'sk_test_default',
    STRIPE_API_BASE: fake.url,
    ...env,
  });
  return { server, fake, cookie: await signIn(server.port, 'lead@example.com', 'gangway-demo') };
}

const pay = async (port: number, cookie: string, key: string) => {
  const booking = (await api(port, 'GET', `/customer/bookings/${BOOKING}`, { cookie })).body as {
    currency_code: string;
  };
  return api(port, 'POST', `/customer/bookings/${BOOKING}/payments`, {
    cookie,
    headers: { 'Idempotency-Key': key },
    body: {
      payment: {
        cardholder_name: 'Lead Traveller',
        currency: booking.currency_code,
        amount_cents: 1_234,
        terms_accepted: true,
        stripe_payment_method: 'pm_card_visa',
      },
    },
  });
};

/** GET on a connection of its own: the status, or the error code when there is no connection. */
const freshConnection = (port: number, resource: string) =>
  new Promise<number | string>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: resource, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });

const opened = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });

/** Everything the server sends on `socket` until it closes it. */
const readToEnd = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', () => resolve(text));
    socket.on('close', () => resolve(text));
  });

// Its server runs on PGlite whatever the database under test: once, in the PGlite API step.
describe.skipIf(process.env.TEST_DATABASE_URL)('a server stopped with SIGTERM', () => {
  it('turns /readyz to 503, refuses new connections, answers the payment in flight once and exits 0', async () => {
    const { server: running, fake: stripe, cookie } = await startWithStripe();
    const { port } = running;
    expect(await freshConnection(port, '/readyz')).toBe(200);

    const charge = stripe.holdNextCharge();
    const earlier = stripe.requests.length;
    const key = `drain-${randomUUID()}`;
    const paying = pay(port, cookie, key);
    await charge.arrived;
    // A connection that never sends a byte (a browser's spare one), and a probe that is half-way
    // through its request when the signal comes (its headers not yet ended).
    const spare = await opened(port);
    const spareClosed = readToEnd(spare);
    const probe = await opened(port);
    const probeAnswer = readToEnd(probe);
    probe.write(`GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    // One round trip after the write: the server has read the probe's first bytes by now.
    expect(await freshConnection(port, '/healthz')).toBe(200);

    running.child.kill('SIGTERM');
    // Once the signal is handled, a new connection gets no page: refused (or a 503).
    await expect.poll(() => freshConnection(port, '/healthz'), { timeout: 10_000 }).not.toBe(200);
    expect(['ECONNREFUSED', 503]).toContain(await freshConnection(port, '/healthz'));
    probe.write('\r\n');
    const answer = await probeAnswer;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('{"status":"unavailable","reason":"shutting_down"}');
    await spareClosed;

    charge.release();
    const paid = await paying;
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await running.exited;
    expect(running.child.exitCode).toBe(0);
    server = undefined;

    const charges = stripe.requests
      .slice(earlier)
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(payments).where(eq(payments.idempotencyKey, key));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: (paid.body as { payment: { id: number } }).payment.id,
        state: 'complete',
        amountCents: 1_234,
      });
    } finally {
      await database.close();
    }
  }, 240_000);

  it('gives up with exit 1 when the drain outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const { server: running, fake: stripe, cookie } = await startWithStripe({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const charge = stripe.holdNextCharge();
    const paying = pay(running.port, cookie, `stuck-${randomUUID()}`).catch(() => null);
    await charge.arrived;
    const signalled = performance.now();
    running.child.kill('SIGTERM');
    await running.exited;
    expect(running.child.exitCode).toBe(1);
    expect(performance.now() - signalled).toBeLessThan(8_000); // its own limit, not a default's
    expect(running.output()).toContain('still draining after 1500 ms');
    server = undefined;
    charge.release();
    await paying;
  }, 120_000);
});
