// GET/POST/DELETE /customer/credit_cards with the sandbox provider: validation, provider errors,
// account filtering by booking, another customer's card, and a provider failure on removal.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedCards } from '../../src/server/db/schema.ts';
import { ProviderError } from '../../src/server/payments/card-provider.ts';
import { createSandboxProvider } from '../../src/server/payments/sandbox-provider.ts';
import { saveCard } from '../../src/server/payments/saved-cards.ts';
import { createCustomer } from '../factories/customers.ts';
import { addSavedCard, createPayableBooking } from '../factories/payments.ts';
import { createTestContext, type TestContext } from './harness.ts';

const sandbox = createSandboxProvider({ default: 'whsec_a', yacht: 'whsec_b' });
let failDetach = false;
const provider = {
  ...sandbox,
  detachPaymentMethod: async (input: Parameters<typeof sandbox.detachPaymentMethod>[0]) => {
    if (failDetach) throw new ProviderError('The card provider is unavailable.');
    return sandbox.detachPaymentMethod(input);
  },
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ cardProvider: provider });
});
afterAll(() => ctx.close());

async function signedIn() {
  const customer = await createCustomer(ctx.db);
  const client = ctx.client();
  await client.signInAs(customer.id);
  return { customer, client };
}

describe('saved cards', () => {
  it('adds a card at the provider, lists it and removes it', async () => {
    const { customer, client } = await signedIn();
    const before = sandbox.calls.save;
    const added = await client.post('/customer/credit_cards', {
      creditCard: { aliasName: 'Holiday', cardholderName: 'Ada Lovelace', stripePaymentMethod: 'pm_card_mastercard' },
    });
    expect(added.status).toBe(200);
    expect(added.body.creditCard).toEqual({
      id: expect.any(Number),
      aliasName: 'Holiday',
      cardholderName: 'Ada Lovelace',
      lastFour: '4444',
      cardBrand: 'mastercard',
      providerAccount: 'default',
    });
    expect(sandbox.calls.save - before).toBe(1);
    const second = await client.post('/customer/credit_cards', {
      creditCard: { aliasName: 'Spare', cardholderName: 'Ada', stripePaymentMethod: 'sandbox_card_4242424242424242' },
    });
    expect(second.status).toBe(200);
    const rows = await ctx.db.select().from(savedCards).where(eq(savedCards.customerId, customer.id));
    // The second card joins the provider customer the first one created.
    expect(new Set(rows.map((row) => row.providerCustomerRef)).size).toBe(1);

    const list = await client.get('/customer/credit_cards');
    expect(list.body.creditCards.map((card: { aliasName: string }) => card.aliasName)).toEqual(['Holiday', 'Spare']);

    const removed = await client.delete(`/customer/credit_cards/${added.body.creditCard.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.creditCard.id).toBe(added.body.creditCard.id);
    const after = await client.get('/customer/credit_cards');
    expect(after.body.creditCards.map((card: { aliasName: string }) => card.aliasName)).toEqual(['Spare']);
  });

  it('answers the field messages and the provider’s refusal', async () => {
    const { client } = await signedIn();
    const empty = await client.post('/customer/credit_cards', { creditCard: { aliasName: ' ', cardholderName: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      aliasName: ['Payment Name is required'],
      cardholderName: ['Card Holders Name is required'],
      stripePaymentMethod: ['Card details are required'],
    });
    const declined = await client.post('/customer/credit_cards', {
      creditCard: { aliasName: 'X', cardholderName: 'Y', stripePaymentMethod: 'pm_card_chargeDeclined' },
    });
    expect(declined.status).toBe(422);
    expect(declined.body).toEqual({ error: 'Your card was declined.' });
  });

  it('checks at most 10 new cards an hour for a customer, then refuses without asking the provider', async () => {
    const { client } = await signedIn();
    const add = (stripePaymentMethod: string) =>
      client.post('/customer/credit_cards', {
        creditCard: { aliasName: 'X', cardholderName: 'Y', stripePaymentMethod },
      });
    for (let i = 0; i < 10; i++) expect((await add('pm_card_chargeDeclined')).status).toBe(422);
    const saves = sandbox.calls.save;
    const limited = await add('pm_card_mastercard');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(sandbox.calls.save).toBe(saves);
  });

  it('filters by the provider account of a booking', async () => {
    const { customer, client } = await signedIn();
    const { booking: yacht } = await createPayableBooking(ctx.db, customer.id, {
      booking: { isYachtCharter: true, isCharter: true },
    });
    const { booking: cruise } = await createPayableBooking(ctx.db, customer.id);
    await addSavedCard(ctx.db, customer.id, { aliasName: 'Yacht card', providerAccount: 'yacht' });
    await addSavedCard(ctx.db, customer.id, { aliasName: 'Cruise card' });
    const forYacht = await client.get(`/customer/credit_cards?booking_id=${yacht.id}`, {
      url: `http://localhost/api/v2/customer/credit_cards.json?booking_id=${yacht.id}`,
    });
    expect(forYacht.body.creditCards.map((card: { aliasName: string }) => card.aliasName)).toEqual(['Yacht card']);
    const forCruise = await client.get('', {
      url: `http://localhost/api/v2/customer/credit_cards.json?booking_id=${cruise.id}`,
    });
    expect(forCruise.body.creditCards.map((card: { aliasName: string }) => card.aliasName)).toEqual(['Cruise card']);
    const added = await client.post('/customer/credit_cards', {
      creditCard: {
        aliasName: 'New yacht',
        cardholderName: 'Y',
        stripePaymentMethod: 'pm_card_visa',
        bookingId: yacht.id,
      },
    });
    expect(added.body.creditCard.providerAccount).toBe('yacht');
    const stranger = await signedIn();
    const hidden = await stranger.client.get('', {
      url: `http://localhost/api/v2/customer/credit_cards.json?booking_id=${yacht.id}`,
    });
    expect(hidden.status).toBe(404);
  });

  it('keeps other customers’ cards out of reach and reports a provider failure on removal', async () => {
    const owner = await signedIn();
    const card = await addSavedCard(ctx.db, owner.customer.id);
    const stranger = await signedIn();
    expect((await stranger.client.get('/customer/credit_cards')).body.creditCards).toEqual([]);
    expect((await stranger.client.delete(`/customer/credit_cards/${card.id}`)).status).toBe(404);

    failDetach = true;
    try {
      const failed = await owner.client.delete(`/customer/credit_cards/${card.id}`);
      expect(failed.status).toBe(422);
      expect(failed.body).toEqual({ error: 'The card provider is unavailable.' });
    } finally {
      failDetach = false;
    }
    expect((await owner.client.get('/customer/credit_cards')).body.creditCards).toHaveLength(1);
    expect((await ctx.client().get('/customer/credit_cards')).status).toBe(401);
  });

  it('attaches nothing at the provider when the card is refused', async () => {
    const { customer, client } = await signedIn();
    const before = { ...sandbox.calls };
    for (const creditCard of [
      { aliasName: 'Holiday\u0000', cardholderName: 'Ada', stripePaymentMethod: 'pm_card_visa' },
      { aliasName: 'Holiday', cardholderName: 'A'.repeat(101), stripePaymentMethod: 'pm_card_visa' },
      { aliasName: 'Holiday', cardholderName: 'Ada', stripePaymentMethod: 'pm_card_visa', bookingId: 1.5 },
    ]) {
      expect((await client.post('/customer/credit_cards', { creditCard })).status).toBe(422);
    }
    expect(sandbox.calls.save).toBe(before.save);
    expect(await ctx.db.select().from(savedCards).where(eq(savedCards.customerId, customer.id))).toEqual([]);
  });

  it('detaches the card again when keeping it fails after the provider attached it', async () => {
    const before = { ...sandbox.calls };
    const save = saveCard(ctx.db, sandbox, {
      customer: { id: 2_000_000_000, email: 'nobody@example.com', name: 'Nobody' }, // no such customer: the insert fails
      account: 'default',
      aliasName: 'Holiday',
      cardholderName: 'Nobody',
      paymentMethod: 'pm_card_visa',
    });
    await expect(save).rejects.toThrow();
    expect(sandbox.calls.save - before.save).toBe(1);
    expect(sandbox.calls.detach - before.detach).toBe(1);
  });
});
