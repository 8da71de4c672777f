// POST/GET /customer/bookings/{id}/payments through the real app with the sandbox card provider:
// every rule, allocation, the authentication flow, idempotent retries and a concurrent burst.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, passengers, payments, savedCards } from '../../src/server/db/schema.ts';
import { createSandboxProvider } from '../../src/server/payments/sandbox-provider.ts';
import { addPassenger } from '../factories/bookings.ts';
import { addSavedCard } from '../factories/payments.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { cardPayment, signedInLeadWithPayableBooking } from './payment-fixtures.ts';

const sandbox = createSandboxProvider({ default: 'whsec_test_default', yacht: 'whsec_test_yacht' });
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ cardProvider: sandbox });
});
afterAll(() => ctx.close());

const key = () => `test-${randomUUID()}`;

function pay(client: TestClient, bookingId: number, payment: Record<string, unknown>, idempotencyKey = key()) {
  return client.post(
    `/customer/bookings/${bookingId}/payments`,
    { payment },
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
}

const card = (amountCents: number, extra: Record<string, unknown> = {}) =>
  cardPayment('pm_card_visa', amountCents, extra);
const leadWithBooking = (options: Parameters<typeof signedInLeadWithPayableBooking>[1] = {}) =>
  signedInLeadWithPayableBooking(ctx, options);

const bookingRow = async (id: number) => (await ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const passengerRow = async (id: number) => (await ctx.db.select().from(passengers).where(eq(passengers.id, id)))[0];
const ledgerSum = async (bookingId: number) => {
  const [row] = await ctx.db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(sql`${payments.bookingId} = ${bookingId} and ${payments.state} = 'complete'`);
  return Number(row?.cents);
};

describe('a card payment', () => {
  it('records the payment, the paid total and the chosen passenger', async () => {
    const {
      client,
      booking,
      passengers: [first, second],
    } = await leadWithBooking({ paidPerPassenger: 25_000 });
    const res = await pay(client, booking.id, card(30_000, { recipients: [first?.id] }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ requiresAction: false, paymentIntentClientSecret: null });
    expect(res.body.payment).toMatchObject({
      bookingId: booking.id,
      amountCents: 30_000,
      currencyCode: 'EUR',
      payType: 'card',
      cardBrand: 'visa',
      lastFour: '4242',
      cardHolder: 'Ada Lovelace',
      payerName: 'Ada Lovelace',
      isRefund: false,
      isTransfer: false,
    });
    expect((await bookingRow(booking.id))?.paidCents).toBe(80_000);
    expect((await passengerRow(first?.id ?? 0))?.amountPaidCents).toBe(55_000);
    expect((await passengerRow(second?.id ?? 0))?.amountPaidCents).toBe(25_000);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, res.body.payment.id));
    expect(row).toMatchObject({ state: 'complete', provider: 'sandbox', providerAccount: 'default' });
  });

  it('spreads over the recipients in order and keeps the rest unallocated', async () => {
    const {
      client,
      booking,
      passengers: [first, second],
    } = await leadWithBooking({ paidPerPassenger: 25_000 });
    const res = await pay(client, booking.id, card(100_000, { recipients: [first?.id, second?.id] }));
    expect(res.status).toBe(200);
    expect((await passengerRow(first?.id ?? 0))?.amountPaidCents).toBe(100_000);
    expect((await passengerRow(second?.id ?? 0))?.amountPaidCents).toBe(50_000);

    const again = await pay(client, booking.id, card(40_000, { recipients: [first?.id] }));
    expect(again.status).toBe(200);
    const after = await bookingRow(booking.id);
    expect(after).toMatchObject({ paidCents: 190_000, unallocatedCents: 40_000 });
    expect((await passengerRow(first?.id ?? 0))?.amountPaidCents).toBe(100_000);
  });

  it('pays into the yacht account for yacht charters, with a sandbox card number token', async () => {
    const { client, booking } = await leadWithBooking({ booking: { isYachtCharter: true, isCharter: true } });
    const res = await pay(client, booking.id, card(10_000, { stripePaymentMethod: 'sandbox_card_5555555555554444' }));
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ cardBrand: 'mastercard', lastFour: '4444' });
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, res.body.payment.id));
    expect(row?.providerAccount).toBe('yacht');
  });

  it('saves the card when asked', async () => {
    const { client, booking, lead } = await leadWithBooking();
    const res = await pay(client, booking.id, card(10_000, { saveCard: true, cardAliasName: 'Travel card' }));
    expect(res.status).toBe(200);
    const cards = await ctx.db.select().from(savedCards).where(eq(savedCards.customerId, lead.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ aliasName: 'Travel card', cardholderName: 'Ada Lovelace', lastFour: '4242' });
  });

  it('keeps the card of an authenticated payment once', async () => {
    const { client, booking, lead } = await leadWithBooking();
    const body = card(10_000, {
      saveCard: true,
      cardAliasName: 'Secure card',
      stripePaymentMethod: 'sandbox_card_4000002500003155',
    });
    const first = await pay(client, booking.id, body);
    expect(first.body.requiresAction).toBe(true);
    const intent = String(first.body.paymentIntentClientSecret).slice('sandbox_secret_'.length);
    const done = await pay(client, booking.id, { ...body, stripePaymentIntent: intent });
    expect(done.status).toBe(200);
    await pay(client, booking.id, { ...body, stripePaymentIntent: intent });
    const cards = await ctx.db.select().from(savedCards).where(eq(savedCards.customerId, lead.id));
    expect(cards.map((row) => [row.aliasName, row.lastFour])).toEqual([['Secure card', '3155']]);
  });

  it('pays with a saved card of the same account', async () => {
    const { client, booking } = await leadWithBooking();
    const saved = await pay(client, booking.id, card(10_000, { saveCard: true, cardAliasName: 'Mine' }));
    expect(saved.status).toBe(200);
    const [row] = await ctx.db.select().from(savedCards).orderBy(sql`${savedCards.id} desc`).limit(1);
    const res = await pay(client, booking.id, card(10_000, { stripePaymentMethod: null, creditCardId: row?.id }));
    expect(res.status).toBe(200);
    expect(res.body.payment.lastFour).toBe('4242');
  });
});

describe('the rules', () => {
  it('answers an amount under the minimum or over the maximum with its message', async () => {
    const { client, booking } = await leadWithBooking({ paidPerPassenger: 50_000 });
    const low = await pay(client, booking.id, card(99));
    expect(low.status).toBe(422);
    expect(low.body.errors.amountCents).toEqual(['Minimal payment is €1.00']);
    const high = await pay(client, booking.id, card(100_001));
    expect(high.status).toBe(422);
    expect(high.body.errors.amountCents).toEqual(['Total amount is larger than remaining amount']);
    const exact = await pay(client, booking.id, card(100_000));
    expect(exact.status).toBe(200);
  });

  it('answers the form messages: terms, cardholder, card name, currency, recipients, card', async () => {
    const { client, booking } = await leadWithBooking();
    const res = await pay(client, booking.id, {
      amountCents: 10_000,
      currency: 'GBP',
      termsAccepted: false,
      cardholderName: '  ',
      saveCard: true,
      cardAliasName: '',
      recipients: [999_999],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      termsAccepted: ['You have to agree to the Terms & Conditions'],
      cardholderName: ['Cardholder Name is required'],
      cardAliasName: ['Card Name is required'],
      currency: ['Currency does not match the booking currency'],
      recipients: ['Choose passengers of this booking'],
      stripePaymentMethod: ['Card details are required'],
    });
    expect((await bookingRow(booking.id))?.paidCents).toBe(0);
  });

  it('needs an Idempotency-Key', async () => {
    const { client, booking } = await leadWithBooking();
    const res = await client.post(`/customer/bookings/${booking.id}/payments`, { payment: card(10_000) });
    expect(res.status).toBe(422);
    expect(res.body.errors.idempotencyKey).toEqual(['Idempotency-Key header is required']);
  });

  it('refuses a booking that cannot be paid online, or is paid in full', async () => {
    const { client, booking } = await leadWithBooking({ booking: { onlinePaymentEnabled: false } });
    const res = await pay(client, booking.id, card(10_000));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('This booking cannot be paid online.');

    const full = await leadWithBooking({ paidPerPassenger: 100_000 });
    const paid = await pay(full.client, full.booking.id, card(10_000));
    expect(paid.status).toBe(403);
  });

  it('lets only the lead pay; another customer sees no booking', async () => {
    const { booking } = await leadWithBooking();
    const friend = await createCustomer(ctx.db);
    await addPassenger(ctx.db, booking.id, { customerId: friend.id, firstName: 'Friend', totalPriceCents: 0 });
    const friendClient = ctx.client();
    await friendClient.signInAs(friend.id);
    const asPassenger = await pay(friendClient, booking.id, card(10_000));
    expect(asPassenger.status).toBe(403);
    expect(asPassenger.body.error).toBe('Only the lead customer can pay for this booking.');

    const stranger = await createCustomer(ctx.db);
    const strangerClient = ctx.client();
    await strangerClient.signInAs(stranger.id);
    expect((await pay(strangerClient, booking.id, card(10_000))).status).toBe(404);
    expect((await strangerClient.get(`/customer/bookings/${booking.id}/payments`)).status).toBe(404);
    expect((await ctx.client().post(`/customer/bookings/${booking.id}/payments`, {})).status).toBe(401);
  });
});

describe('declines and authentication', () => {
  it('answers the provider message on a decline and records nothing', async () => {
    const { client, booking } = await leadWithBooking();
    const res = await pay(client, booking.id, card(10_000, { stripePaymentMethod: 'pm_card_chargeDeclined' }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: 'Your card was declined.' });
    const typed = await pay(client, booking.id, card(10_000, { stripePaymentMethod: 'sandbox_card_4000000000000002' }));
    expect(typed.body).toEqual({ error: 'Your card was declined.' });
    const rows = await ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toEqual([]);
    expect((await bookingRow(booking.id))?.paidCents).toBe(0);
  });

  it('asks for authentication, then records the re-submitted intent exactly once', async () => {
    const { client, booking } = await leadWithBooking();
    const attemptKey = key();
    const body = card(20_000, { stripePaymentMethod: 'pm_card_authenticationRequired' });
    const first = await pay(client, booking.id, body, attemptKey);
    expect(first.status).toBe(200);
    expect(first.body.payment).toBeNull();
    expect(first.body.requiresAction).toBe(true);
    expect(first.body.paymentIntentClientSecret).toMatch(/^sandbox_secret_sandbox_pi_/);
    expect((await bookingRow(booking.id))?.paidCents).toBe(0);

    const intent = String(first.body.paymentIntentClientSecret).slice('sandbox_secret_'.length);
    const confirmed = await pay(client, booking.id, { ...body, stripePaymentIntent: intent }, attemptKey);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.requiresAction).toBe(false);
    expect(confirmed.body.payment).toMatchObject({ amountCents: 20_000, lastFour: '3155' });

    const again = await pay(client, booking.id, { ...body, stripePaymentIntent: intent }, key());
    expect(again.body.payment.id).toBe(confirmed.body.payment.id);
    expect((await bookingRow(booking.id))?.paidCents).toBe(20_000);
    expect(await ledgerSum(booking.id)).toBe(20_000);
  });

  it('cancels an abandoned authentication when a new attempt needs its amount', async () => {
    const { client, booking } = await leadWithBooking();
    const abandoned = await pay(
      client,
      booking.id,
      card(200_000, { stripePaymentMethod: 'pm_card_authenticationRequired' }),
    );
    expect(abandoned.body.requiresAction).toBe(true);
    const cancels = sandbox.calls.cancel;
    const paid = await pay(client, booking.id, card(200_000));
    expect(paid.status).toBe(200);
    expect(sandbox.calls.cancel - cancels).toBe(1);
    const intent = String(abandoned.body.paymentIntentClientSecret).slice('sandbox_secret_'.length);
    const late = await pay(client, booking.id, card(200_000, { stripePaymentIntent: intent }));
    expect(late.status).toBe(422);
    expect((await bookingRow(booking.id))?.paidCents).toBe(200_000);
    expect(await ledgerSum(booking.id)).toBe(200_000);
  });

  it('refuses an intent that belongs to no attempt of this booking', async () => {
    const { client, booking } = await leadWithBooking();
    const res = await pay(client, booking.id, card(10_000, { stripePaymentIntent: 'sandbox_pi_visa_4242_abc' }));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Payment was declined!');
  });
});

describe('card testing', () => {
  it('checks at most 10 new cards an hour for a customer, declined or not; a saved card still pays', async () => {
    const { client, booking, lead } = await leadWithBooking();
    for (let i = 0; i < 10; i++)
      expect((await pay(client, booking.id, card(100, { stripePaymentMethod: 'pm_card_chargeDeclined' }))).status).toBe(
        422,
      );
    const charges = sandbox.calls.charge;
    const limited = await pay(client, booking.id, card(100));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(sandbox.calls.charge).toBe(charges);
    const saved = await addSavedCard(ctx.db, lead.id, { aliasName: 'Kept' });
    const withSaved = await pay(client, booking.id, card(100, { stripePaymentMethod: null, creditCardId: saved.id }));
    expect(withSaved.status).toBe(200);
  });
});

describe('idempotency and concurrency', () => {
  it('answers a retried key with the first payment and charges once', async () => {
    const { client, booking } = await leadWithBooking();
    const attemptKey = key();
    const before = sandbox.calls.charge;
    const first = await pay(client, booking.id, card(15_000), attemptKey);
    const retry = await pay(client, booking.id, card(15_000), attemptKey);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.payment.id).toBe(first.body.payment.id);
    expect(sandbox.calls.charge - before).toBe(1);
    expect((await bookingRow(booking.id))?.paidCents).toBe(15_000);
  });

  it('answers simultaneous submits of one key with one payment', async () => {
    const { client, booking } = await leadWithBooking();
    const attemptKey = key();
    const before = sandbox.calls.charge;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pay(client, booking.id, card(12_000), attemptKey)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.payment.id)).size).toBe(1);
    expect(sandbox.calls.charge - before).toBe(1);
    expect((await bookingRow(booking.id))?.paidCents).toBe(12_000);
  });

  it('never pays more than is owed under a burst of concurrent payments', async () => {
    const { client, booking, lead } = await leadWithBooking({ paidPerPassenger: 25_000 });
    // A saved card: new cards are limited to 10 an hour (card testing, below).
    const saved = { stripePaymentMethod: null, creditCardId: (await addSavedCard(ctx.db, lead.id)).id };
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(client, booking.id, card(20_000, saved))));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 422);
    expect(ok.length + refused.length).toBe(20);
    expect(ok).toHaveLength(7); // 150,000 owed: seven of 20,000 fit
    for (const answer of refused)
      expect(answer.body.errors.amountCents).toEqual(['Total amount is larger than remaining amount']);
    const after = await bookingRow(booking.id);
    expect(after?.paidCents).toBeLessThanOrEqual(after?.totalCents ?? 0);
    expect(after?.paidCents).toBe(190_000);
    expect(await ledgerSum(booking.id)).toBe(after?.paidCents);
  });
});

describe('reading payments', () => {
  it('lists complete payments newest first and reads one', async () => {
    const { client, booking } = await leadWithBooking();
    const a = await pay(client, booking.id, card(10_000));
    const b = await pay(client, booking.id, card(11_000));
    await pay(client, booking.id, card(10_000, { stripePaymentMethod: 'pm_card_authenticationRequired' }));
    const list = await client.get(`/customer/bookings/${booking.id}/payments`);
    expect(list.status).toBe(200);
    expect(list.body.payments.map((p: { id: number }) => p.id)).toEqual([b.body.payment.id, a.body.payment.id]);
    const one = await client.get(`/customer/bookings/${booking.id}/payments/${a.body.payment.id}`);
    expect(one.body.payment).toEqual(a.body.payment);
    expect((await client.get(`/customer/bookings/${booking.id}/payments/999999`)).status).toBe(404);
    const other = await leadWithBooking();
    expect((await other.client.get(`/customer/bookings/${booking.id}/payments/${a.body.payment.id}`)).status).toBe(404);
    expect(
      (await other.client.get(`/customer/bookings/${other.booking.id}/payments/${a.body.payment.id}`)).status,
    ).toBe(404);
  });

  it('tells the client which provider and keys to use', async () => {
    const { client } = await leadWithBooking();
    const res = await client.get('/customer/payment_config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'sandbox', stripePublishableKey: null, stripeYachtPublishableKey: null });
  });
});
