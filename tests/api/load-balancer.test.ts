// Two Gangway instances on one PostgreSQL behind HAProxy, run with the operator's example config
// (deploy/haproxy.cfg). Customers read while 50 card payments go through; one instance is killed
// with SIGKILL and started again, then the other is drained and redeployed as docs/deploy.md says.
// Requests go through the PWA's own transport (src/web/lib/http.ts: ky with its retry rules), so
// what is re-sent after a failure is exactly what the app re-sends: reads, and payments carrying
// their Idempotency-Key. Every attempt carries its own X-Request-Id, which HAProxy logs, so each
// failed attempt is matched with the instance it was sent to and how that ended; every call carries
// an id of its own, so each failed attempt is matched with the retry that answered it.
// Needs PostgreSQL (TEST_DATABASE_URL) and Debian's haproxy package.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/api.ts';
import { createHttp, parseWire, send, setHttp } from '../../src/web/lib/http.ts';
import { findHaproxy, type HaproxyProcess, serverReady, serverStat, startHaproxy } from './haproxy-process.ts';
import { queryRows, scratchDatabase } from './scratch-database.ts';
import { type ServerProcess, scratchDataDir, signIn, startServerProcess, stopServerProcess } from './server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const haproxy = findHaproxy();
if (serverUrl && !haproxy)
  console.warn('[load-balancer] skipped: HAProxy is not installed (Debian: apt-get install haproxy)');

const BOOKINGS = [40001, 40002, 40003, 40004, 40005, 40006, 40007];
const PAYMENTS = 50;
const KILL_AFTER = 15; // payments answered before the SIGKILL
const PAYING_AT_ONCE = 4;
const READERS_PER_CUSTOMER = 3;
const READERS = ['lead@example.com', 'friend@example.com'];
// Two server starts each for the hook and the test: seconds on an idle host, minutes on a busy one.
const SERVER_STARTS_MS = 600_000;

/**
 * One HTTP attempt as the client made it: a call (one send()) and each of its retries are attempts
 * of that call. Times are the client's clock, from sending to the answer's headers or the failure.
 */
type Attempt = {
  id: string;
  call: string;
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  outcome: string;
};

/** The header naming a call, which its retries carry too (the test's own; the server ignores it). */
const CALL_HEADER = 'X-Test-Call';
let calls = 0;
const newCall = () => ({ [CALL_HEADER]: `call-${(calls += 1)}` });

/** fetch for the client's transport, as a browser on the same origin, recording every attempt. */
function recordingFetch(attempts: Attempt[]): typeof fetch {
  let count = 0;
  return async (input, init) => {
    const request = new Request(input, init);
    const id = `lb-${(count += 1)}`;
    request.headers.set('X-Request-Id', id);
    request.headers.set('Sec-Fetch-Site', 'same-origin');
    const attempt = {
      id,
      call: request.headers.get(CALL_HEADER) ?? '',
      method: request.method,
      path: new URL(request.url).pathname,
      startedAt: performance.now(),
      endedAt: 0,
      outcome: '',
    };
    try {
      const response = await fetch(request);
      attempt.outcome = String(response.status);
      return response;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      attempt.outcome = `no answer (${(error as Error).message}: ${cause?.code ?? ''} ${cause?.message ?? ''})`;
      throw error;
    } finally {
      attempt.endedAt = performance.now();
      attempts.push(attempt);
    }
  };
}

const failedAttempt = (attempt: Attempt) => !/^2\d\d$/.test(attempt.outcome);

const json = async (response: Response) => parseWire(await response.text()) as Record<string, unknown>;

const waitFor = async (what: string, ready: () => Promise<boolean> | boolean) => {
  while (!(await ready())) {
    if (stopped) throw new Error(`stopped while waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
let stopped = false;

describe.skipIf(!serverUrl || !haproxy)('two instances behind HAProxy', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let proxy: HaproxyProcess | undefined;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const envs: Record<string, string>[] = [];

  beforeAll(async () => {
    database = await scratchDatabase(serverUrl ?? '', 'lb');
    for (const seed of ['true', 'false']) {
      const dataDir = await scratchDataDir('load-balancer');
      dataDirs.push(dataDir);
      envs.push({ DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_DEMO_DATA: seed });
    }
    // At once, as hosts start: one of them migrates and seeds under the advisory lock.
    servers.push(...(await Promise.all(envs.map((env) => startServerProcess(env)))));
    const socket = path.join(dataDirs[0] ?? '', 'haproxy.sock');
    proxy = await startHaproxy(haproxy ?? '', {
      backends: [servers[0]?.port ?? 0, servers[1]?.port ?? 0],
      socket,
    });
    // HAProxy sends nothing to a server before its checks found it ready.
    const lb = proxy;
    await waitFor('both instances to be up', async () =>
      (await Promise.all(['app1', 'app2'].map((name) => serverReady(lb, name)))).every(Boolean),
    );
  }, SERVER_STARTS_MS);

  afterAll(async () => {
    stopped = true;
    setHttp(undefined);
    await proxy?.stop();
    for (const server of servers) await stopServerProcess(server);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it(
    'records each payment once, shows each customer only their data, and fails only what was in flight on the killed instance',
    async () => {
      const lb = proxy as HaproxyProcess;
      const attempts: Attempt[] = [];
      setHttp(createHttp(recordingFetch(attempts), `http://127.0.0.1:${lb.port}`));
      const cookies = new Map<string, string>();
      for (const email of READERS) cookies.set(email, await signIn(lb.port, email, 'gangway-demo'));
      const cookieOf = (email: string) => ({ Cookie: cookies.get(email) ?? '', ...newCall() });

      // What each customer may see, read before the load: their e-mail and their bookings.
      const own = new Map<string, { email: string; bookings: number[] }>();
      for (const email of READERS) {
        const me = await json(await send('get', '/customer/me', { headers: cookieOf(email) }));
        const list = (await json(await send('get', '/customer/bookings', { headers: cookieOf(email) }))) as unknown as {
          id: number;
        }[];
        own.set(email, { email: String(me.email), bookings: list.map((b) => b.id).sort() });
      }
      expect(own.get('lead@example.com')?.email).toBe('lead@example.com');
      const paidBefore = await paidCents(database?.url ?? '');

      // The load: each customer reads in a loop; payments go PAYING_AT_ONCE at a time.
      const seen: string[] = [];
      let reading = true;
      const reader = async (email: string) => {
        const expected = own.get(email);
        while (reading) {
          const me = await json(await send('get', '/customer/me', { headers: cookieOf(email) }));
          if (me.email !== expected?.email) seen.push(`${email} read /customer/me of ${String(me.email)}`);
          const list = (await json(
            await send('get', '/customer/bookings', { headers: cookieOf(email) }),
          )) as unknown as {
            id: number;
          }[];
          const ids = list.map((b) => b.id).sort();
          if (JSON.stringify(ids) !== JSON.stringify(expected?.bookings))
            seen.push(`${email} read bookings ${ids.join(',')}`);
        }
      };
      const readFailures: string[] = [];
      const readers = READERS.flatMap((email) =>
        Array.from({ length: READERS_PER_CUSTOMER }, () =>
          reader(email).catch((error: unknown) => readFailures.push(`${email}: ${String(error)}`)),
        ),
      );
      const payments = Array.from({ length: PAYMENTS }, (_, i) => ({
        key: `lb-${randomUUID()}`,
        bookingId: BOOKINGS[i % BOOKINGS.length] ?? 0,
        amountCents: 100 + i,
        paymentId: undefined as number | undefined,
      }));
      let next = 0;
      let answered = 0;
      let killedAt = 0; // the SIGKILL sent
      let diedAt = 0; // its exit seen: no request reached it after this
      let restarted: Promise<void> | undefined;
      const payer = async () => {
        for (let payment = payments[next++]; payment; payment = payments[next++]) {
          const answer = await json(
            await send('post', `/customer/bookings/${payment.bookingId}/payments`, {
              headers: { ...cookieOf('lead@example.com'), [IDEMPOTENCY_HEADER]: payment.key },
              json: {
                payment: {
                  cardholderName: 'Olivia Bennett',
                  currency: paidBefore.get(payment.bookingId)?.currency ?? '',
                  amountCents: payment.amountCents,
                  termsAccepted: true,
                  stripePaymentMethod: 'pm_card_visa',
                },
              },
            }),
          );
          payment.paymentId = (answer.payment as { id?: number } | null)?.id;
          answered += 1;
          if (answered === KILL_AFTER) {
            const [one] = servers;
            if (!one) throw new Error('no first instance');
            const killed = stopServerProcess(one, 'SIGKILL'); // the signal is sent before this returns
            killedAt = performance.now();
            restarted = killed.then(async () => {
              diedAt = performance.now();
              servers[0] = await startServerProcess(envs[0] ?? {}, one.port);
            });
          }
        }
      };
      let drainFrom = 0;
      try {
        await Promise.all(Array.from({ length: PAYING_AT_ONCE }, payer));
        // Back in service: started, and marked up by HAProxy's checks on /readyz.
        await restarted;
        await waitFor('app1 to be up again', async () => serverReady(lb, 'app1'));
        const servedByRestarted = async () => (await lb.log()).filter((line) => line.server === 'app1').length;
        const servedBefore = await servedByRestarted();
        await waitFor('app1 to answer again', async () => (await servedByRestarted()) > servedBefore);
        // A deploy of the other instance: drained, stopped with SIGTERM, started again, put back.
        drainFrom = attempts.length;
        await lb.runtime('set server gangway/app2 state drain');
        await waitFor('app2 to finish its requests', async () => (await serverStat(lb, 'app2')).scur === '0');
        const two = servers[1] as ServerProcess;
        await stopServerProcess(two, 'SIGTERM');
        servers[1] = await startServerProcess(envs[1] ?? {}, two.port);
        await waitFor('app2 to be up again', async () => (await serverStat(lb, 'app2')).check_status === 'L7OK');
        await lb.runtime('set server gangway/app2 state ready');
        const servedByApp2 = async () => (await lb.log()).filter((line) => line.server === 'app2').length;
        const servedBeforeDeploy = await servedByApp2();
        await waitFor('app2 to answer again', async () => (await servedByApp2()) > servedBeforeDeploy);
      } finally {
        reading = false;
        await Promise.all(readers);
      }
      // Every read was answered (after the client's retries).
      expect(readFailures).toEqual([]);

      // Every payment answered (after the client's retries), and recorded once.
      expect(payments.filter((p) => p.paymentId === undefined)).toEqual([]);
      const rows = await queryRows<{ idempotency_key: string; id: number; state: string; amount_cents: number }>(
        database?.url ?? '',
        `select idempotency_key, id, state, amount_cents from payments where idempotency_key like 'lb-%'`,
      );
      expect(rows).toHaveLength(PAYMENTS);
      for (const payment of payments)
        expect(rows.find((row) => row.idempotency_key === payment.key)).toMatchObject({
          id: payment.paymentId,
          state: 'complete',
          amount_cents: payment.amountCents,
        });
      const paidAfter = await paidCents(database?.url ?? '');
      for (const id of BOOKINGS) {
        const ours = payments.filter((p) => p.bookingId === id).reduce((sum, p) => sum + p.amountCents, 0);
        expect(paidAfter.get(id)?.paidCents).toBe((paidBefore.get(id)?.paidCents ?? 0) + ours);
      }

      // No customer saw another's data.
      expect(seen).toEqual([]);

      // Every failed attempt was in flight on the killed instance when it died: sent before it
      // exited, still unanswered when the signal went, and, where HAProxy logged it, logged as sent
      // to app1 and ended by that server. (HAProxy closes some client connections whose request was
      // under way on the dead instance without a line.) Each was a read or a payment with its key,
      // which the client sent again, and a later attempt of the same call was answered.
      const log = new Map((await lb.log()).map((line) => [line.requestId, line]));
      const failed = attempts.filter(failedAttempt);
      const answeredLater = (attempt: Attempt) =>
        attempts.some(
          (other) => other.call === attempt.call && other.startedAt > attempt.startedAt && !failedAttempt(other),
        );
      const unexplained = failed.filter((attempt) => {
        const line = log.get(attempt.id);
        const endedByKilled = !line || (line.server === 'app1' && line.termination.startsWith('S'));
        const inFlightAtKill = attempt.startedAt < diedAt && attempt.endedAt >= killedAt;
        const retrySafe = attempt.method === 'GET' || attempt.path.endsWith('/payments.json');
        return !(endedByKilled && inFlightAtKill && retrySafe && answeredLater(attempt));
      });
      expect(unexplained.map((attempt) => ({ ...attempt, killedAt, diedAt, proxy: log.get(attempt.id) }))).toEqual([]);
      // HAProxy's own counters agree: no connection or response failed on the instance left running.
      const survivor = await serverStat(lb, 'app2');
      expect({ econ: survivor.econ, eresp: survivor.eresp, hrsp_5xx: survivor.hrsp_5xx }).toEqual({
        econ: '0',
        eresp: '0',
        hrsp_5xx: '0',
      });
      // The drain lost nothing.
      expect(attempts.slice(drainFrom).filter(failedAttempt)).toEqual([]);
      console.log(
        `[load-balancer] ${attempts.length} attempts, ${PAYMENTS} payments, SIGKILL after ${KILL_AFTER}: ` +
          `${failed.length} attempts failed (${failed.filter((a) => log.has(a.id)).length} logged by HAProxy), ` +
          'all in flight on the killed instance ' +
          `(${failed.filter((a) => a.method === 'POST').length} of them payments), each sent again by the client ` +
          'and answered; the drained deploy failed none',
      );
    },
    SERVER_STARTS_MS,
  );
});

async function paidCents(url: string): Promise<Map<number, { paidCents: number; currency: string }>> {
  const rows = await queryRows<{ id: number; paid_cents: number; currency_code: string }>(
    url,
    `select id, paid_cents, currency_code from bookings where id in (${BOOKINGS.join(',')})`,
  );
  return new Map(rows.map((row) => [row.id, { paidCents: Number(row.paid_cents), currency: row.currency_code }]));
}
