// "Delete my account": the password and the typed confirmation; without an active booking the
// account goes at once (payment records kept without the person), every device is signed out and
// an e-mail confirms; with one, nothing is deleted and a signed request goes to the operator's CRM.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPendingDeletionRequests } from '../../src/server/account/deletion-requests.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import {
  customers,
  emergencyContacts,
  messages,
  passengers,
  passkeys,
  payments,
  pushSubscriptions,
  reviews,
  savedCards,
  sessions,
} from '../../src/server/db/schema.ts';
import { crmSignatureValid } from '../../src/server/integrations/crm-signature.ts';
import { accountDeletionMessages } from '../../src/shared/contract/account.ts';
import { fromWire } from '../../src/shared/wire.ts';
import { createCustomer, KNOWN_PASSWORD } from '../factories/customers.ts';
import { COMING_TRIP, travellerWithEverything } from './account-fixtures.ts';
import { startCrmFake } from './fakes/crm-fake.ts';
import { createTestContext, type TestContext } from './harness.ts';

const CRM_SECRET = 'crm_deletion_test';
const DELETION = '/customer/account/deletion';
const deletion = (password = KNOWN_PASSWORD, confirmation = 'DELETE') => ({ password, confirmation });

let t: TestContext;
let crm: Awaited<ReturnType<typeof startCrmFake>>;
beforeAll(async () => {
  crm = await startCrmFake();
  t = await createTestContext({ config: { crmApiUrl: crm.url, crmIntegrationSecret: CRM_SECRET } });
});
afterAll(async () => {
  await t.close();
  await crm.close();
});

async function signedInTraveller(departAt?: Date) {
  const world = await travellerWithEverything(t, { departAt });
  const client = t.client();
  await client.signInAs(world.traveller.id);
  const otherDevice = t.client();
  await otherDevice.signInAs(world.traveller.id);
  return { ...world, client, otherDevice };
}

const rowsOf = async (customerId: number) => ({
  sessions: await t.db.select().from(sessions).where(eq(sessions.customerId, customerId)),
  contact: await t.db.select().from(emergencyContacts).where(eq(emergencyContacts.customerId, customerId)),
  cards: await t.db.select().from(savedCards).where(eq(savedCards.customerId, customerId)),
  push: await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customerId)),
  reviews: await t.db.select().from(reviews).where(eq(reviews.customerId, customerId)),
  messages: await t.db.select().from(messages).where(eq(messages.customerId, customerId)),
  passkeys: await t.db.select().from(passkeys).where(eq(passkeys.customerId, customerId)),
});

describe('POST /customer/account/deletion: refused input', () => {
  it('needs the right password and the exact confirmation, and changes nothing otherwise', async () => {
    const { traveller, client } = await signedInTraveller();
    const before = await rowsOf(traveller.id);
    const wrongPassword = await client.post(DELETION, deletion('not-the-password'));
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body).toEqual({ errors: { password: [accountDeletionMessages.password] } });
    for (const typed of ['delete', 'DELETE ME', '']) {
      const res = await client.post(DELETION, deletion(KNOWN_PASSWORD, typed));
      expect(res.status).toBe(422);
      expect(res.body.errors.confirmation).toEqual([accountDeletionMessages.confirmation]);
    }
    expect(await rowsOf(traveller.id)).toEqual(before);
    expect((await client.get('/customer/me')).status).toBe(200);
  });

  it('allows 5 attempts per 15 minutes, then 429 with Retry-After', async () => {
    const { client } = await signedInTraveller();
    for (let i = 0; i < 5; i += 1) expect((await client.post(DELETION, deletion('wrong-password'))).status).toBe(422);
    const refused = await client.post(DELETION, deletion());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await client.get('/customer/me')).status).toBe(200);
  });

  it('is refused signed out', async () => {
    expect((await t.client().post(DELETION, deletion())).status).toBe(401);
  });
});

describe('POST /customer/account/deletion without an active booking', () => {
  it('deletes the personal data at once and keeps the payment records without the person', async () => {
    const world = await signedInTraveller();
    const { traveller, client, otherDevice } = world;
    const res = await client.post(DELETION, deletion());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    // Every device is signed out, and nothing of the traveller is left but an emptied row.
    expect((await otherDevice.get('/customer/me')).status).toBe(401);
    const left = await rowsOf(traveller.id);
    expect(left).toEqual({ sessions: [], contact: [], cards: [], push: [], reviews: [], messages: [], passkeys: [] });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, traveller.id));
    expect(row).toMatchObject({
      email: `deleted-${traveller.id}@deleted.invalid`,
      passwordHash: null,
      firstName: null,
      lastName: null,
      tel: null,
      age: null,
      nationality: null,
    });
    expect(row?.deletedAt).not.toBeNull();
    const [place] = await t.db.select().from(passengers).where(eq(passengers.id, world.ownPlace.id));
    expect(place).toMatchObject({ customerId: null, firstName: null, lastName: null, email: null, nationality: null });
    expect(place?.passengerStatus).toBe('confirmed');
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, world.payment.id));
    expect(payment).toMatchObject({ amountCents: 50_000, lastFour: '4242', customerId: null, cardHolder: null });

    // The address works no more, and is free for a new account.
    const signIn = await t
      .client()
      .post('/customer/sessions', { customer: { email: traveller.email, password: KNOWN_PASSWORD } });
    expect(signIn.status).toBe(401);
    expect(await t.db.select().from(customers).where(eq(customers.email, traveller.email))).toEqual([]);

    // The e-mail confirms, to the address the account had.
    const [mail] = await t.outbox.to(traveller.email);
    expect(mail?.subject).toMatch(/your account has been deleted/);
  });
});

describe('POST /customer/account/deletion with an active booking', () => {
  it('deletes nothing, says why, and sends a signed request to the CRM, shown as pending', async () => {
    const world = await signedInTraveller(COMING_TRIP);
    const { traveller, client } = world;
    const before = await rowsOf(traveller.id);
    const sent = crm.requests.length;
    const res = await client.post(DELETION, deletion());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      deleted: false,
      message: accountDeletionMessages.activeBookings,
      deletionRequest: { requestedAt: '2026-03-10T09:00:00.000Z', sentToOperator: true },
    });
    expect(await rowsOf(traveller.id)).toEqual(before);
    expect((await client.get('/customer/me')).status).toBe(200);
    expect(await t.outbox.to(traveller.email)).toEqual([]);

    const [request] = crm.requests.slice(sent);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/account_deletion_requests');
    const signed = { method: 'POST', path: request?.path ?? '', body: request?.body ?? '' };
    expect(crmSignatureValid(signed, request?.signature, CRM_SECRET)).toBe(true);
    expect(crmSignatureValid(signed, request?.signature, 'another-secret')).toBe(false);
    expect(fromWire(JSON.parse(request?.body ?? '{}'))).toMatchObject({
      customerId: traveller.id,
      email: traveller.email,
      bookingIds: expect.arrayContaining([world.led.id, world.joined.id]),
    });

    const shown = await client.get('/customer/account/deletion_request');
    expect(shown.body).toEqual({ deletionRequest: { requestedAt: '2026-03-10T09:00:00.000Z', sentToOperator: true } });
  });

  it('stays pending while the CRM does not take it, and is sent again later', async () => {
    const world = await signedInTraveller(COMING_TRIP);
    crm.answerWith(500);
    try {
      const res = await world.client.post(DELETION, deletion());
      expect(res.body.deletionRequest).toEqual({ requestedAt: expect.any(String), sentToOperator: false });
    } finally {
      crm.answerWith(201);
    }
    const sent = crm.requests.length;
    expect(await sendPendingDeletionRequests(t.db, t.config, t.clock.now())).toBeGreaterThanOrEqual(1);
    const again = crm.requests
      .slice(sent)
      .map((request) => (fromWire(JSON.parse(request.body)) as { customerId: number }).customerId);
    expect(again).toContain(world.traveller.id);
    const shown = await world.client.get('/customer/account/deletion_request');
    expect(shown.body.deletionRequest.sentToOperator).toBe(true);
  });

  it('shows no request to a traveller who made none', async () => {
    const client = t.client();
    await client.signInAs((await createCustomer(t.db)).id);
    expect((await client.get('/customer/account/deletion_request')).body).toEqual({ deletionRequest: null });
  });
});
