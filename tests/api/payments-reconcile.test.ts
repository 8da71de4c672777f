// Card attempts a crash left behind: a reservation whose request is gone is settled from the
// provider's answer (charged -> recorded once; never charged -> freed) at the next attempt on the
// booking and by the sweep, so the traveller can pay again within a minute, not after 30.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../src/server/db/schema.ts';
import {
  dropIdleAttempt,
  idleAttempts,
  type PaymentRow,
  RECONCILE_AFTER_SECONDS,
} from '../../src/server/payments/payment-ledger.ts';
import { reconcileIdleAttempts } from '../../src/server/payments/reconcile.ts';
import { startReconcileSweep } from '../../src/server/payments/reconcile-sweep.ts';
import { createSandboxProvider } from '../../src/server/payments/sandbox-provider.ts';
import { createStripeProvider } from '../../src/server/payments/stripe-provider.ts';
import { startStripeFake, type StripeFake } from './fakes/stripe-fake.ts';
import { cardPayment, signedInLeadWithPayableBooking } from './payment-fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

const sandbox = createSandboxProvider({ default: 'whsec_test_default', yacht: 'whsec_test_yacht' });
let ctx: TestContext;
let stripeFake: StripeFake;
beforeAll(async () => {
  ctx = await createTestContext({ cardProvider: sandbox });
  stripeFake = await startStripeFake();
});
afterAll(async () => {
  await stripeFake.close();
  await ctx.close();
});

const FULL = 200_000; // the payable booking's two passengers at 100,000 each

/** The row take-payment leaves between reserving the amount and recording the provider's answer. */
async function crashedAttempt(bookingId: number, customerId: number, amountCents: number) {
  const [row] = await ctx.db
    .insert(payments)
    .values({
      bookingId,
      customerId,
      idempotencyKey: `key-${randomUUID()}`,
      amountCents,
      currencyCode: 'EUR',
      payType: 'card',
      state: 'pending',
      cardHolder: 'Ada Lovelace',
      provider: 'sandbox',
      providerAccount: 'default',
      recipients: [],
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

/** The test's clock moves on: the attempt was last touched this many seconds ago. */
const idleFor = (attempt: PaymentRow, seconds: number) =>
  ctx.db
    .update(payments)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(payments.id, attempt.id));

/** What the provider did before the process died: charged the attempt with its key. */
const chargedBeforeTheCrash = (attempt: PaymentRow) =>
  sandbox.charge({
    account: 'default',
    amountCents: attempt.amountCents,
    currency: 'EUR',
    paymentMethod: 'pm_card_visa',
    idempotencyKey: attempt.idempotencyKey ?? '',
    metadata: { bookingId: String(attempt.bookingId), paymentId: String(attempt.id) },
  });

const rowsOf = (bookingId: number) => ctx.db.select().from(payments).where(eq(payments.bookingId, bookingId));
const paidOf = async (id: number) => (await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.paidCents;
const pay = (
  client: Awaited<ReturnType<typeof signedInLeadWithPayableBooking>>['client'],
  bookingId: number,
  amount: number,
  key = `key-${randomUUID()}`,
) =>
  client.post(
    `/customer/bookings/${bookingId}/payments`,
    { payment: cardPayment('pm_card_visa', amount) },
    {
      headers: { 'Idempotency-Key': key },
    },
  );

describe('an attempt left by a crash', () => {
  it('that was never charged is freed once idle, and the traveller pays again within a minute', async () => {
    const { booking, client, lead } = await signedInLeadWithPayableBooking(ctx);
    const crashed = await crashedAttempt(booking.id, lead.id, FULL);
    // Just reserved: it may still be in flight somewhere, so it holds its amount.
    expect((await pay(client, booking.id, FULL)).status).toBe(422);
    await idleFor(crashed, RECONCILE_AFTER_SECONDS + 1);
    const again = await pay(client, booking.id, FULL);
    expect(again.status).toBe(200);
    expect(again.body.payment.amountCents).toBe(FULL);
    expect((await rowsOf(booking.id)).map((row) => row.id)).not.toContain(crashed.id);
    expect(await paidOf(booking.id)).toBe(FULL);
  });

  it('that the provider charged is recorded exactly once, by the next attempt, the sweep and a retry alike', async () => {
    const { booking, client, lead } = await signedInLeadWithPayableBooking(ctx);
    const crashed = await crashedAttempt(booking.id, lead.id, 50_000);
    expect((await chargedBeforeTheCrash(crashed)).status).toBe('succeeded');
    await idleFor(crashed, 50);
    // The next attempt on the booking records it first, so only the rest is still owed.
    expect((await pay(client, booking.id, FULL)).status).toBe(422);
    const [recorded] = await ctx.db.select().from(payments).where(eq(payments.id, crashed.id));
    expect(recorded).toMatchObject({ state: 'complete', amountCents: 50_000, lastFour: '4242' });
    expect(await paidOf(booking.id)).toBe(50_000);
    // Sweeps (two processes at once) and the client's re-send with the crashed key change nothing.
    await Promise.all([reconcileIdleAttempts(ctx.db, sandbox), reconcileIdleAttempts(ctx.db, sandbox)]);
    const retry = await pay(client, booking.id, 50_000, crashed.idempotencyKey ?? '');
    expect(retry.status).toBe(200);
    expect(retry.body.payment.id).toBe(crashed.id);
    expect((await pay(client, booking.id, FULL - 50_000)).status).toBe(200);
    expect(await paidOf(booking.id)).toBe(FULL);
    const complete = (await rowsOf(booking.id)).filter((row) => row.state === 'complete');
    expect(complete.map((row) => row.amountCents).sort()).toEqual([150_000, 50_000]);
  });

  it('is settled by the sweep without anyone paying, once across concurrent sweeps', async () => {
    const { booking, lead } = await signedInLeadWithPayableBooking(ctx);
    const charged = await crashedAttempt(booking.id, lead.id, 30_000);
    await chargedBeforeTheCrash(charged);
    const never = await crashedAttempt(booking.id, lead.id, 20_000);
    const fresh = await crashedAttempt(booking.id, lead.id, 10_000);
    await idleFor(charged, 60);
    await idleFor(never, 60);
    const runs = await Promise.all(
      [1, 2, 3].map(() => reconcileIdleAttempts(ctx.db, sandbox, { bookingId: booking.id })),
    );
    expect(runs.reduce((sum, run) => sum + run.freed, 0)).toBe(1);
    const rows = await rowsOf(booking.id);
    expect(rows.find((row) => row.id === charged.id)?.state).toBe('complete');
    expect(rows.find((row) => row.id === never.id)).toBeUndefined();
    expect(rows.find((row) => row.id === fresh.id)?.state).toBe('pending'); // may still be in flight
    expect(await paidOf(booking.id)).toBe(30_000);
  });

  it('is settled by the server’s periodic sweep', async () => {
    const { booking, lead } = await signedInLeadWithPayableBooking(ctx);
    const crashed = await crashedAttempt(booking.id, lead.id, 15_000);
    await idleFor(crashed, 60);
    const logged: string[] = [];
    const sweep = startReconcileSweep({
      db: ctx.db,
      provider: sandbox,
      intervalMs: 20,
      log: (line) => logged.push(line),
    });
    try {
      await expect.poll(async () => (await rowsOf(booking.id)).length, { timeout: 5_000 }).toBe(0);
    } finally {
      sweep.stop();
    }
    expect(logged.join('\n')).toMatch(/idle attempts settled: 0 recorded, 1 freed/);
  });

  it('is not freed by another process while a re-send of it is being charged', async () => {
    const { booking, client, lead } = await signedInLeadWithPayableBooking(ctx);
    const crashed = await crashedAttempt(booking.id, lead.id, 40_000);
    await idleFor(crashed, 60);
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const charge = sandbox.charge;
    sandbox.charge = async (input) => {
      await blocked; // the provider is slow to answer the re-send
      return charge(input);
    };
    try {
      const retry = pay(client, booking.id, 40_000, crashed.idempotencyKey ?? '');
      await expect.poll(() => idleAttempts(ctx.db, booking.id).then((rows) => rows.length)).toBe(0);
      // Taken up: its lease renewed, so another process's reconciler neither sees nor frees it.
      expect(await dropIdleAttempt(ctx.db, crashed.id)).toBe(false);
      release();
      expect((await retry).body.payment.id).toBe(crashed.id);
    } finally {
      sandbox.charge = charge;
    }
    expect(await paidOf(booking.id)).toBe(40_000);
  });
});

describe('the Stripe adapter’s lookup', () => {
  it('finds the intent charge() made for an attempt by its metadata, and nothing for an attempt never sent', async () => {
    const stripe = createStripeProvider({
      stripeSecretKey: 'sk_test_fake',
      stripeYachtSecretKey: 'sk_test_fake',
      stripePublishableKey: undefined,
      stripeYachtPublishableKey: undefined,
      webhookSecret: '',
      yachtWebhookSecret: '',
      stripeApiBase: stripeFake.url,
    });
    const charged = await stripe.charge({
      account: 'default',
      amountCents: 1_000,
      currency: 'EUR',
      paymentMethod: 'pm_card_visa',
      idempotencyKey: 'key-looked-up',
      metadata: { bookingId: '1', paymentId: '77', idempotencyKey: 'key-looked-up' },
    });
    expect(charged.status).toBe('succeeded');
    expect(await stripe.lookup({ account: 'default', idempotencyKey: 'key-looked-up', paymentId: 77 })).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', lastFour: '4242' },
    });
    expect(await stripe.lookup({ account: 'default', idempotencyKey: 'key-never-sent', paymentId: 78 })).toEqual({
      status: 'not_found',
    });
    stripeFake.down = true;
    await expect(stripe.lookup({ account: 'default', idempotencyKey: 'key-x', paymentId: 79 })).rejects.toThrow(
      'could not be reached',
    );
    stripeFake.down = false;
  });
});
