// The server SIGKILLed in the middle of a burst of card payments, then restarted on the same data
// (PGlite under DATA_DIR, the default deployment, with the sandbox card provider and the demo
// data): every payment that was answered is there once, and every one that was not is settled by
// the client's re-send with the same Idempotency-Key, so each key is exactly one payment and the
// bookings' paid totals grew by exactly the sum of the payments.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { bookings, payments } from '../../src/server/db/schema.ts';
import {
  api,
  type ServerProcess,
  scratchDataDir,
  signIn,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

const BOOKINGS = [40001, 40002, 40003, 40004, 40005, 40006, 40007];
const PER_BOOKING = 6;
const KILL_AFTER = 12; // answered payments before the SIGKILL (a few more may be answered meanwhile)

type Attempt = { key: string; bookingId: number; amountCents: number; currency: string; paymentId?: number };

let dataDir = '';
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServerProcess(server, 'SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const pay = (port: number, cookie: string, attempt: Attempt) =>
  api(port, 'POST', `/customer/bookings/${attempt.bookingId}/payments`, {
    cookie,
    headers: { 'Idempotency-Key': attempt.key },
    body: {
      payment: {
        cardholder_name: 'Lead Traveller',
        currency: attempt.currency,
        amount_cents: attempt.amountCents,
        terms_accepted: true,
        stripe_payment_method: 'pm_card_visa',
      },
    },
  });

/** The payments of these keys, read straight from the data directory (no server may be running). */
async function rowsByKey(keys: string[]) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const rows = await database.db.select().from(payments).where(inArray(payments.idempotencyKey, keys));
    return new Map(rows.map((row) => [row.idempotencyKey ?? '', row]));
  } finally {
    await database.close();
  }
}

const paymentIdOf = (body: unknown) => (body as { payment?: { id?: number } } | null)?.payment?.id;

// Its server runs on PGlite whatever the database under test: once, in the PGlite API step.
describe.skipIf(process.env.TEST_DATABASE_URL)('a server killed during a burst of payments', () => {
  it('keeps every answered payment once and settles every unanswered one by its re-send', async () => {
    dataDir = await scratchDataDir('fault-kill');
    const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' };
    server = await startServerProcess(env);
    const cookie = await signIn(server.port, 'lead@example.com', 'gangway-demo');

    const before = new Map<number, { paidCents: number; currency: string }>();
    for (const id of BOOKINGS) {
      const answer = await api(server.port, 'GET', `/customer/bookings/${id}`, { cookie });
      const booking = answer.body as { paid_cents: number; currency_code: string };
      before.set(id, { paidCents: booking.paid_cents, currency: booking.currency_code });
    }
    const attempts: Attempt[] = BOOKINGS.flatMap((bookingId) =>
      Array.from({ length: PER_BOOKING }, (_, i) => ({
        key: `fault-${randomUUID()}`,
        bookingId,
        amountCents: 100 + i * 7,
        currency: before.get(bookingId)?.currency ?? '',
      })),
    );

    // The burst: all at once; the server is killed once KILL_AFTER have been answered.
    let answered = 0;
    const killed = server;
    let firstAt = 0;
    const burst = attempts.map(async (attempt) => {
      try {
        const answer = await pay(killed.port, cookie, attempt);
        if (answer.status === 200) attempt.paymentId = paymentIdOf(answer.body);
        else throw new Error(`payment answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        answered += 1;
        // Mid-burst and mid-request: half an answer's time after the KILL_AFTERth answer, so the
        // next payments are caught somewhere between reserving, charging and recording.
        if (answered === 1) firstAt = performance.now();
        if (answered === KILL_AFTER) {
          const halfAnAnswer = (performance.now() - firstAt) / (KILL_AFTER - 1) / 2;
          setTimeout(() => killed.child.kill('SIGKILL'), halfAnAnswer);
        }
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('payment answered')) throw error;
        // No answer: the connection died with the server.
      }
    });
    await Promise.all(burst);
    await stopServerProcess(killed, 'SIGKILL');
    const acknowledged = attempts.filter((attempt) => attempt.paymentId !== undefined);
    const unanswered = attempts.filter((attempt) => attempt.paymentId === undefined);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unanswered.length).toBeGreaterThan(0);
    // What the kill left behind, for the record: attempts recorded, reserved mid-charge, or never begun.
    const left = await rowsByKey(attempts.map((attempt) => attempt.key));
    const unansweredStates = unanswered.map((attempt) => left.get(attempt.key)?.state ?? 'none');
    const tally = (state: string) => unansweredStates.filter((s) => s === state).length;
    console.log(
      `[fault-kill] ${attempts.length} payments sent, ${acknowledged.length} answered, SIGKILL half an answer after the ${KILL_AFTER}th; ` +
        `of the ${unanswered.length} unanswered: ${tally('complete')} recorded, ${tally('pending')} reserved mid-charge, ${tally('none')} not begun`,
    );
    for (const attempt of acknowledged) expect(left.get(attempt.key)?.state).toBe('complete');

    // Restarted on the same data: the client re-sends what got no answer, with the same key.
    server = await startServerProcess(env);
    const restarted = server;
    const resent = await Promise.all(unanswered.map((attempt) => pay(restarted.port, cookie, attempt)));
    for (const [i, answer] of resent.entries()) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const attempt = unanswered[i];
      if (attempt) attempt.paymentId = paymentIdOf(answer.body);
    }
    // A second re-send of an answered one changes nothing either.
    const again = acknowledged[0];
    if (again) expect(paymentIdOf((await pay(restarted.port, cookie, again)).body)).toBe(again.paymentId);

    // Through the API: each booking lists each of our payments once.
    for (const bookingId of BOOKINGS) {
      const listed = (
        (await api(restarted.port, 'GET', `/customer/bookings/${bookingId}/payments`, { cookie })).body as {
          payments: { id: number }[];
        }
      ).payments.map((payment) => payment.id);
      for (const attempt of attempts.filter((a) => a.bookingId === bookingId))
        expect(listed.filter((id) => id === attempt.paymentId)).toHaveLength(1);
    }
    await stopServerProcess(restarted);
    server = undefined;

    // In the database: one complete payment per key, nothing left pending, totals add up.
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.idempotencyKey,
            attempts.map((attempt) => attempt.key),
          ),
        );
      expect(rows).toHaveLength(attempts.length);
      for (const attempt of attempts) {
        const row = rows.find((r) => r.idempotencyKey === attempt.key);
        expect(row).toMatchObject({ id: attempt.paymentId, state: 'complete', amountCents: attempt.amountCents });
      }
      const after = await database.db.select().from(bookings).where(inArray(bookings.id, BOOKINGS));
      for (const booking of after) {
        const ours = attempts.filter((a) => a.bookingId === booking.id).reduce((sum, a) => sum + a.amountCents, 0);
        expect(booking.paidCents).toBe((before.get(booking.id)?.paidCents ?? 0) + ours);
      }
      const pending = await database.db.select().from(payments).where(inArray(payments.bookingId, BOOKINGS));
      expect(pending.filter((row) => row.state === 'pending')).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
