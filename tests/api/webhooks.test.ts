// POST /api/v2/provider_webhooks/stripe/{account}.json with the sandbox provider: signatures,
// event dedupe, settling an authenticated payment whose browser never came back, failed intents.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { bookings, payments } from '../../src/server/db/schema.ts';
import { type PaymentSettings, readPaymentSettings } from '../../src/server/env.ts';
import { createSandboxProvider } from '../../src/server/payments/sandbox-provider.ts';
import { SANDBOX_SECRETS_FILE, withSandboxWebhookSecrets } from '../../src/server/payments/sandbox-webhook-secrets.ts';
import { signWebhook } from '../../src/server/payments/webhook-signature.ts';
import { cardPayment, signedInLeadWithPayableBooking } from './payment-fixtures.ts';
import { checkAnswersOf } from './answer-check.ts';
import { createTestContext, TEST_ORIGIN, type TestContext, testConfig } from './harness.ts';

const SECRETS = { default: 'whsec_test_default', yacht: 'whsec_test_yacht' };
const sandbox = createSandboxProvider(SECRETS);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ cardProvider: sandbox });
});
afterAll(() => ctx.close());

type Intent = { id: string; amount: number; currency: string; metadata: Record<string, string> };
const eventBody = (type: string, intent: Intent, id = `evt_${randomUUID()}`) =>
  JSON.stringify({ id, type, object: 'event', data: { object: { object: 'payment_intent', ...intent } } });

/** As the provider sends it: no browser headers, raw JSON, the signature header. */
function deliver(body: string, signature: string | undefined, account = 'default') {
  return ctx.client().request('POST', '', {
    url: `${TEST_ORIGIN}/api/v2/provider_webhooks/stripe/${account}.json`,
    raw: true,
    body,
    headers: {
      Origin: '',
      'Sec-Fetch-Site': '',
      'Content-Type': 'application/json; charset=utf-8',
      ...(signature ? { 'Stripe-Signature': signature } : {}),
    },
  });
}

async function abandonedAuthentication() {
  const { booking, client } = await signedInLeadWithPayableBooking(ctx);
  const body = { payment: cardPayment('pm_card_authenticationRequired', 25_000) };
  const first = await client.post(`/customer/bookings/${booking.id}/payments`, body, {
    headers: { 'Idempotency-Key': `key-${randomUUID()}` },
  });
  expect(first.body.requiresAction).toBe(true);
  const [attempt] = await ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  if (!attempt?.providerPaymentId) throw new Error('no pending attempt');
  const intent: Intent = {
    id: attempt.providerPaymentId,
    amount: 25_000,
    currency: 'eur',
    metadata: { bookingId: String(booking.id), paymentId: String(attempt.id), idempotencyKey: 'x' },
  };
  return { booking, client, body, attempt, intent };
}

const paidOf = async (id: number) => (await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.paidCents;

describe('provider webhooks', () => {
  it('refuses a missing or wrong signature, and the other account’s secret', async () => {
    const body = eventBody('payment_intent.succeeded', { id: 'pi_x', amount: 100, currency: 'eur', metadata: {} });
    const missing = await deliver(body, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Webhook signature does not match.');
    expect((await deliver(body, signWebhook(body, 'whsec_wrong'))).status).toBe(400);
    expect((await deliver(body, signWebhook(body, SECRETS.default), 'yacht')).status).toBe(400);
    expect((await deliver(`${body} `, signWebhook(body, SECRETS.default))).status).toBe(400);
    const old = signWebhook(body, SECRETS.default, Math.floor(Date.now() / 1000) - 3600);
    expect((await deliver(body, old)).status).toBe(400);
    // The CSRF exemption names the two account paths only: anything else is still refused.
    expect((await deliver(body, signWebhook(body, SECRETS.default), 'other')).status).toBe(403);
    expect((await deliver(body, signWebhook(body, SECRETS.default))).status).toBe(200);
  });

  it('settles a payment the browser abandoned after authentication, once per event and intent', async () => {
    const { booking, client, body, attempt, intent } = await abandonedAuthentication();
    const event = eventBody('payment_intent.succeeded', intent, 'evt_settle_1');
    const res = await deliver(event, signWebhook(event, SECRETS.default));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    expect(await paidOf(booking.id)).toBe(25_000);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, attempt.id));
    expect(row).toMatchObject({ state: 'complete', lastFour: '3155', cardBrand: 'visa' });

    const redelivered = await deliver(event, signWebhook(event, SECRETS.default));
    expect(redelivered.body).toEqual({ received: true, duplicate: true });
    const another = eventBody('payment_intent.succeeded', intent, 'evt_settle_2');
    expect((await deliver(another, signWebhook(another, SECRETS.default))).status).toBe(200);
    expect(await paidOf(booking.id)).toBe(25_000);

    // The browser comes back late: the same payment, nothing new.
    const late = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      { payment: { ...body.payment, stripePaymentIntent: intent.id } },
      { headers: { 'Idempotency-Key': `key-${randomUUID()}` } },
    );
    expect(late.status).toBe(200);
    expect(late.body.payment.id).toBe(attempt.id);
    expect(await paidOf(booking.id)).toBe(25_000);
  });

  it('frees the reservation of an intent that failed', async () => {
    const { booking, attempt, intent } = await abandonedAuthentication();
    const event = eventBody('payment_intent.payment_failed', intent);
    expect((await deliver(event, signWebhook(event, SECRETS.default))).status).toBe(200);
    expect(await ctx.db.select().from(payments).where(eq(payments.id, attempt.id))).toEqual([]);
    expect(await paidOf(booking.id)).toBe(0);
  });
});

describe('the sandbox’s webhook secrets', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gangway-webhook-secrets-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** An app as main.ts builds it (no injected provider): the sandbox made from these settings. */
  function deliverTo(settings: PaymentSettings, body: string, secret: string) {
    const app = createApp({
      db: ctx.db,
      clock: ctx.clock,
      mailer: { send: async () => {} },
      config: testConfig({ payments: settings }),
      sharedDatabase: ctx.engine === 'postgres',
    });
    checkAnswersOf(app);
    return app.request(`${TEST_ORIGIN}/api/v2/provider_webhooks/stripe/default.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signWebhook(body, secret) },
      body,
    });
  }
  const body = eventBody('customer.created', { id: 'pi_none', amount: 1, currency: 'eur', metadata: {} });

  it('refuses a webhook signed with the old public default secret, configured or not', async () => {
    expect((await deliverTo(readPaymentSettings({}), body, 'whsec_sandbox_default')).status).toBe(400);
    const made = await withSandboxWebhookSecrets(readPaymentSettings({}), dataDir);
    expect((await deliverTo(made, body, 'whsec_sandbox_default')).status).toBe(400);
    expect((await deliverTo(made, body, made.webhookSecret)).status).toBe(200);
  });

  it('makes random secrets at first start in a 0600 file under DATA_DIR, and a second start reuses them', async () => {
    const first = await withSandboxWebhookSecrets(readPaymentSettings({}), dataDir);
    expect(first.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(first.yachtWebhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(first.yachtWebhookSecret).not.toBe(first.webhookSecret);
    const file = await stat(path.join(dataDir, SANDBOX_SECRETS_FILE));
    expect(file.mode & 0o777).toBe(0o600);
    const second = await withSandboxWebhookSecrets(readPaymentSettings({}), dataDir);
    expect(second).toEqual(first);
    expect(await readdir(dataDir)).toEqual([SANDBOX_SECRETS_FILE]); // no drafts left behind
  });

  it('lets a configured secret win, and makes no file for Stripe', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'gangway-webhook-secrets-'));
    try {
      const configured = await withSandboxWebhookSecrets(
        readPaymentSettings({ STRIPE_WEBHOOK_SECRET: 'whsec_mine', STRIPE_YACHT_WEBHOOK_SECRET: 'whsec_yours' }),
        elsewhere,
      );
      expect(configured).toMatchObject({ webhookSecret: 'whsec_mine', yachtWebhookSecret: 'whsec_yours' });
      expect((await deliverTo(configured, body, 'whsec_mine')).status).toBe(200);
      const stripe = await withSandboxWebhookSecrets(
        readPaymentSettings({ STRIPE_SECRET_KEY: 'sk_test_x' }),
        elsewhere,
      );
      expect(stripe).toMatchObject({ webhookSecret: '', yachtWebhookSecret: '' });
      expect(await readdir(elsewhere)).toEqual([]);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
