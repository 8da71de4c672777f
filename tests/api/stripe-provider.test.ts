// The Stripe provider for real (stripe SDK and adapter) against a local fake of Stripe's API:
// charges, authentication, declines, confirmation, saved cards, webhook signatures, and the whole
// payment flow through the app when STRIPE_SECRET_KEY is configured.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intentIdFromClientSecret } from '../../src/shared/contract/payments.ts';
import { bookings, savedCards } from '../../src/server/db/schema.ts';
import type { PaymentSettings } from '../../src/server/env.ts';
import { ProviderError } from '../../src/server/payments/card-provider.ts';
import { readPaymentSettings } from '../../src/server/env.ts';
import { createStripeProvider } from '../../src/server/payments/stripe-provider.ts';
import { createPayableBooking } from '../factories/payments.ts';
import { startStripeFake, type StripeFake } from './fakes/stripe-fake.ts';
import { cardPayment, signedInLeadWithPayableBooking } from './payment-fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

let fake: StripeFake;
let settings: PaymentSettings;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startStripeFake();
  settings = {
    stripeSecretKey: 'sk_test_default',
    stripeYachtSecretKey: 'sk_test_yacht',
    stripePublishableKey: 'pk_test_default',
    stripeYachtPublishableKey: 'pk_test_yacht',
    webhookSecret: 'whsec_default',
    yachtWebhookSecret: 'whsec_yacht',
    stripeApiBase: fake.url,
  };
  ctx = await createTestContext({ config: { payments: settings } });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const charge = (provider: ReturnType<typeof createStripeProvider>, paymentMethod: string, extra = {}) =>
  provider.charge({
    account: 'default',
    amountCents: 12_345,
    currency: 'GBP',
    paymentMethod,
    idempotencyKey: `k-${randomUUID()}`,
    metadata: { bookingId: '40001', paymentId: '7' },
    ...extra,
  });

describe('the Stripe adapter', () => {
  it('charges with a confirmed PaymentIntent and reads the card', async () => {
    const provider = createStripeProvider(settings);
    const key = `k-${randomUUID()}`;
    const result = await charge(provider, 'pm_card_visa', { idempotencyKey: key });
    expect(result).toEqual({
      status: 'succeeded',
      providerPaymentId: expect.stringMatching(/^pi_/),
      card: { brand: 'visa', lastFour: '4242' },
    });
    const request = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(request?.idempotencyKey).toBe(`gangway-${key}`);
    expect(request?.auth).toBe('Bearer sk_test_default');
    expect(request?.form).toMatchObject({
      amount: '12345',
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'metadata[bookingId]': '40001',
      'metadata[paymentId]': '7',
    });
    // The same key is the same intent: Stripe replays it, nothing is charged twice.
    const again = await charge(provider, 'pm_card_visa', { idempotencyKey: key });
    expect(again).toEqual(result);
  });

  it('uses the yacht account’s key for yacht charters', async () => {
    const provider = createStripeProvider(settings);
    await charge(provider, 'pm_card_mastercard', { account: 'yacht' });
    expect(fake.requests.at(-1)?.auth).toBe('Bearer sk_test_yacht');
  });

  it('answers requires_action with the client secret, then confirms after authentication', async () => {
    const provider = createStripeProvider(settings);
    const first = await charge(provider, 'pm_card_authenticationRequired');
    if (first.status !== 'requires_action') throw new Error(`expected requires_action, got ${first.status}`);
    expect(first.clientSecret.startsWith(`${first.providerPaymentId}_secret_`)).toBe(true);
    expect(intentIdFromClientSecret(first.clientSecret)).toBe(first.providerPaymentId);
    const early = await provider.confirm({ account: 'default', intentId: first.providerPaymentId });
    expect(early.status).toBe('requires_action');
    fake.authenticate(first.providerPaymentId);
    const done = await provider.confirm({ account: 'default', intentId: first.providerPaymentId });
    expect(done).toEqual({
      status: 'succeeded',
      providerPaymentId: first.providerPaymentId,
      card: { brand: 'visa', lastFour: '3155' },
    });
    const unknown = await provider.confirm({ account: 'default', intentId: 'pi_missing' });
    expect(unknown.status).toBe('declined');
  });

  it('reports a decline with Stripe’s message', async () => {
    const provider = createStripeProvider(settings);
    expect(await charge(provider, 'pm_card_chargeDeclined')).toEqual({
      status: 'declined',
      message: 'Your card was declined.',
    });
  });

  it('saves cards on one Stripe customer and detaches them', async () => {
    const provider = createStripeProvider(settings);
    const customersBefore = fake.requests.filter((r) => r.path === '/v1/customers').length;
    const first = await provider.savePaymentMethod({
      account: 'default',
      paymentMethod: 'pm_card_visa',
      customerRef: null,
      email: 'ada@example.com',
      name: 'Ada',
    });
    expect(first.customerRef).toMatch(/^cus_/);
    expect(first.card).toEqual({ brand: 'visa', lastFour: '4242' });
    const second = await provider.savePaymentMethod({
      account: 'default',
      paymentMethod: 'pm_card_mastercard',
      customerRef: first.customerRef,
      email: 'ada@example.com',
      name: 'Ada',
    });
    expect(second.customerRef).toBe(first.customerRef);
    expect(fake.requests.filter((r) => r.path === '/v1/customers').length - customersBefore).toBe(1);
    expect(fake.requests.find((r) => r.path === `/v1/payment_methods/pm_card_mastercard/attach`)?.form).toEqual({
      customer: first.customerRef,
    });

    await provider.detachPaymentMethod({ account: 'default', providerPaymentMethodId: first.providerPaymentMethodId });
    await expect(
      provider.detachPaymentMethod({ account: 'default', providerPaymentMethodId: first.providerPaymentMethodId }),
    ).rejects.toThrow(ProviderError);
    await expect(
      provider.savePaymentMethod({
        account: 'default',
        paymentMethod: 'pm_card_chargeDeclined',
        customerRef: null,
        email: 'a@example.com',
        name: 'A',
      }),
    ).rejects.toThrow('Your card was declined.');
  });

  it('verifies webhook signatures with the account’s secret', () => {
    const provider = createStripeProvider(settings);
    const body = JSON.stringify({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      data: {
        object: { object: 'payment_intent', id: 'pi_1', amount: 500, currency: 'eur', metadata: { bookingId: '1' } },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_yacht' });
    expect(provider.verifyWebhook(body, header, 'yacht')).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: { id: 'pi_1', amountCents: 500, currency: 'EUR', metadata: { bookingId: '1' } },
    });
    expect(() => provider.verifyWebhook(body, header, 'default')).toThrow(ProviderError);
    expect(() => provider.verifyWebhook(body, undefined, 'yacht')).toThrow(ProviderError);
  });

  it('refuses every webhook for an account without a webhook secret', () => {
    const provider = createStripeProvider({ ...settings, webhookSecret: '' });
    const body = JSON.stringify({ id: 'evt_2', type: 'payment_intent.succeeded', data: { object: {} } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: '' });
    expect(() => provider.verifyWebhook(body, header, 'default')).toThrow('Webhooks are not configured');
  });

  it('never falls back to the sandbox webhook secrets once Stripe is configured', () => {
    expect(readPaymentSettings({ STRIPE_SECRET_KEY: 'sk_test_x' })).toMatchObject({
      webhookSecret: '',
      yachtWebhookSecret: '',
    });
    // Nor is there a public sandbox default: the sandbox's secrets come from DATA_DIR (webhooks.test.ts).
    expect(readPaymentSettings({})).toMatchObject({ webhookSecret: '', yachtWebhookSecret: '' });
  });
});

describe('payments through the app with Stripe configured', () => {
  it('names Stripe and its publishable keys, pays, and records an authenticated payment once', async () => {
    const { booking, client } = await signedInLeadWithPayableBooking(ctx);
    expect((await client.get('/customer/payment_config')).body).toEqual({
      provider: 'stripe',
      stripePublishableKey: 'pk_test_default',
      stripeYachtPublishableKey: 'pk_test_yacht',
    });
    const payment = (stripePaymentMethod: string, extra = {}) => ({
      payment: {
        cardholderName: 'Ada Lovelace',
        currency: 'EUR',
        amountCents: 30_000,
        termsAccepted: true,
        stripePaymentMethod,
        ...extra,
      },
    });
    const headers = () => ({ headers: { 'Idempotency-Key': `k-${randomUUID()}` } });
    const paid = await client.post(`/customer/bookings/${booking.id}/payments`, payment('pm_card_visa'), headers());
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ amountCents: 30_000, cardBrand: 'visa', lastFour: '4242' });

    const declined = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      payment('pm_card_chargeDeclined'),
      headers(),
    );
    expect(declined.status).toBe(422);
    expect(declined.body).toEqual({ error: 'Your card was declined.' });

    const first = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      payment('pm_card_authenticationRequired'),
      headers(),
    );
    expect(first.body.requiresAction).toBe(true);
    const intentId = intentIdFromClientSecret(first.body.paymentIntentClientSecret);
    fake.authenticate(intentId);
    const resubmit = payment('pm_card_authenticationRequired', { stripePaymentIntent: intentId });
    const done = await client.post(`/customer/bookings/${booking.id}/payments`, resubmit, headers());
    expect(done.status).toBe(200);
    expect(done.body.payment).toMatchObject({ amountCents: 30_000, lastFour: '3155' });
    const again = await client.post(`/customer/bookings/${booking.id}/payments`, resubmit, headers());
    expect(again.body.payment.id).toBe(done.body.payment.id);
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.paidCents).toBe(60_000);

    const saved = await client.post('/customer/credit_cards', {
      creditCard: {
        aliasName: 'Mine',
        cardholderName: 'Ada',
        stripePaymentMethod: 'pm_card_visa',
        stripePublicKey: 'pk_test_yacht',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.creditCard).toMatchObject({ providerAccount: 'yacht', lastFour: '4242' });
    const withSaved = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      payment('', { stripePaymentMethod: null, creditCardId: saved.body.creditCard.id }),
      headers(),
    );
    // A yacht-account card cannot pay a booking of the other account.
    expect(withSaved.status).toBe(422);
    expect(withSaved.body.errors.creditCardId).toEqual(['Card details are required']);
    const removed = await client.delete(`/customer/credit_cards/${saved.body.creditCard.id}`);
    expect(removed.status).toBe(200);
  });

  it('records an abandoned authentication that settled when a new attempt needs its amount', async () => {
    const { lead, booking, client } = await signedInLeadWithPayableBooking(ctx);
    const body = (stripePaymentMethod: string) => ({ payment: cardPayment(stripePaymentMethod, 200_000) });
    const headers = () => ({ headers: { 'Idempotency-Key': `k-${randomUUID()}` } });
    const first = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      body('pm_card_authenticationRequired'),
      headers(),
    );
    const intentId = intentIdFromClientSecret(first.body.paymentIntentClientSecret);
    fake.authenticate(intentId); // the browser finished authentication, then went away
    const second = await client.post(`/customer/bookings/${booking.id}/payments`, body('pm_card_visa'), headers());
    expect(second.status).toBe(422);
    expect(second.body.errors.amountCents).toEqual(['Total amount is larger than remaining amount']);
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.paidCents).toBe(200_000);
    expect(fake.requests.some((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(true);

    const other = await createPayableBooking(ctx.db, lead.id);
    const open = await client.post(
      `/customer/bookings/${other.booking.id}/payments`,
      body('pm_card_authenticationRequired'),
      headers(),
    );
    const openIntent = intentIdFromClientSecret(open.body.paymentIntentClientSecret);
    const replaced = await client.post(
      `/customer/bookings/${other.booking.id}/payments`,
      body('pm_card_visa'),
      headers(),
    );
    expect(replaced.status).toBe(200);
    expect(fake.intents.get(openIntent)?.status).toBe('canceled');
  });

  it('answers 503 while Stripe is unreachable and pays once when the same request is re-sent', async () => {
    const { booking, client } = await signedInLeadWithPayableBooking(ctx);
    const body = { payment: cardPayment('pm_card_visa', 5_000) };
    const headers = { headers: { 'Idempotency-Key': `k-${randomUUID()}` } };
    fake.down = true;
    try {
      const down = await client.post(`/customer/bookings/${booking.id}/payments`, body, headers);
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ error: 'The card provider could not be reached. Please try again.' });
    } finally {
      fake.down = false;
    }
    const again = await client.post(`/customer/bookings/${booking.id}/payments`, body, headers);
    expect(again.status).toBe(200);
    const retried = await client.post(`/customer/bookings/${booking.id}/payments`, body, headers);
    expect(retried.body.payment.id).toBe(again.body.payment.id);
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.paidCents).toBe(5_000);
  });

  it('keeps a card paid with on a Stripe customer, then pays with it', async () => {
    const { booking, client } = await signedInLeadWithPayableBooking(ctx);
    const body = {
      cardholderName: 'Ada Lovelace',
      currency: 'EUR',
      amountCents: 10_000,
      termsAccepted: true,
      saveCard: true,
      cardAliasName: 'Travel card',
      stripePaymentMethod: 'pm_card_visa',
    };
    const paid = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      { payment: body },
      { headers: { 'Idempotency-Key': `k-${randomUUID()}` } },
    );
    expect(paid.status).toBe(200);
    const intentRequest = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1);
    expect(intentRequest?.form).toMatchObject({
      setup_future_usage: 'off_session',
      customer: expect.stringMatching(/^cus_/),
    });
    const cards = (await client.get('/customer/credit_cards')).body.creditCards;
    expect(cards).toEqual([expect.objectContaining({ aliasName: 'Travel card', lastFour: '4242', cardBrand: 'visa' })]);
    const [row] = await ctx.db.select().from(savedCards).where(eq(savedCards.id, cards[0].id));
    expect(row).toMatchObject({
      providerPaymentMethodId: 'pm_card_visa',
      providerCustomerRef: intentRequest?.form.customer,
    });

    const again = await client.post(
      `/customer/bookings/${booking.id}/payments`,
      { payment: { ...body, saveCard: false, stripePaymentMethod: null, creditCardId: cards[0].id } },
      { headers: { 'Idempotency-Key': `k-${randomUUID()}` } },
    );
    expect(again.status).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)?.form).toMatchObject({
      payment_method: 'pm_card_visa',
      customer: intentRequest?.form.customer,
    });
    expect((await client.get('/customer/credit_cards')).body.creditCards).toHaveLength(1);
  });
});
