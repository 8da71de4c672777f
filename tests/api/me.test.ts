import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/server/db/schema.ts';
import { addPassenger, createBooking, daysFrom } from '../factories/bookings.ts';
import { addEmergencyContact, createCustomer } from '../factories/customers.ts';
import { createTestContext, TEST_NOW, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const now = new Date(TEST_NOW);

async function signedIn(overrides: Parameters<typeof createCustomer>[1] = {}) {
  const customer = await createCustomer(t.db, overrides);
  const client = t.client();
  await client.signInAs(customer.id);
  return { customer, client };
}

describe('GET /customer/me', () => {
  it('answers the customer in the contract shape with the server date header', async () => {
    const { customer, client } = await signedIn({
      title: 'Mr',
      firstName: 'Jean',
      lastName: 'Valjean',
      age: 1970,
      nationality: 'French',
      countryCode: '33',
      tel: '6 12 34 56 78',
      isNewAccount: true,
      isSubscriptionActive: true,
      facebookUid: 'fb-123',
    });
    await addEmergencyContact(t.db, customer.id, { firstName: 'Cosette', relationship: 'Daughter' });
    const res = await client.get('/customer/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Current-Date')).toBe(TEST_NOW);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.body).toEqual({
      id: customer.id,
      title: 'Mr',
      firstName: 'Jean',
      lastName: 'Valjean',
      fullName: 'Jean Valjean',
      email: customer.email,
      nationality: 'French',
      age: 1970,
      tel: '6 12 34 56 78',
      countryCode: '33',
      phoneNumber: '+33 6 12 34 56 78',
      isNewAccount: true,
      passwordResetRequired: false,
      hasActiveBookings: false,
      isSubscriptionActive: true,
      connectedToFacebook: true,
      thumbAvatarUrl: null,
      largeAvatarUrl: null,
      emergencyContact: {
        firstName: 'Cosette',
        lastName: 'Hopper',
        tel: '555 0100',
        countryCode: '1',
        relationship: 'Daughter',
      },
    });
    // On the wire the keys are snake_case.
    expect(res.text).toContain('"has_active_bookings":false');
  });

  it('follows the settable clock in the date header', async () => {
    const { client } = await signedIn();
    t.clock.set('2026-03-10T12:30:00.000Z');
    try {
      expect((await client.get('/customer/me')).headers.get('X-Current-Date')).toBe('2026-03-10T12:30:00.000Z');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/customer/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'You need to sign in or sign up before continuing.' });
  });

  it('builds fullName and phoneNumber from what is there', async () => {
    const { client } = await signedIn({ firstName: null, lastName: 'Solo', tel: null, countryCode: '44' });
    expect((await client.get('/customer/me')).body).toMatchObject({ fullName: 'Solo', phoneNumber: null });
  });

  describe('hasActiveBookings', () => {
    it('is true for a live future booking as lead', async () => {
      const { customer, client } = await signedIn();
      await createBooking(t.db, customer.id, { departAt: daysFrom(now, 30) });
      expect((await client.get('/customer/me')).body.hasActiveBookings).toBe(true);
    });

    it('is true for a live future booking as a passenger', async () => {
      const lead = await createCustomer(t.db);
      const { customer, client } = await signedIn();
      const booking = await createBooking(t.db, lead.id, { departAt: daysFrom(now, 30) });
      await addPassenger(t.db, booking.id, { customerId: customer.id });
      expect((await client.get('/customer/me')).body.hasActiveBookings).toBe(true);
    });

    it('is false for past, cancelled and expired bookings', async () => {
      const { customer, client } = await signedIn();
      await createBooking(t.db, customer.id, { departAt: daysFrom(now, -1) });
      await createBooking(t.db, customer.id, { departAt: daysFrom(now, 30), cancelledAt: daysFrom(now, -2) });
      await createBooking(t.db, customer.id, {
        departAt: daysFrom(now, 30),
        expireAt: daysFrom(now, -1),
        paidCents: 0,
      });
      expect((await client.get('/customer/me')).body.hasActiveBookings).toBe(false);
    });

    it('counts a booking whose payment hold has not run out yet', async () => {
      const { customer, client } = await signedIn();
      await createBooking(t.db, customer.id, { departAt: daysFrom(now, 30), expireAt: daysFrom(now, 1), paidCents: 0 });
      expect((await client.get('/customer/me')).body.hasActiveBookings).toBe(true);
    });
  });
});

describe('PUT /customer/me', () => {
  it('updates only the fields given and answers the customer', async () => {
    const { customer, client } = await signedIn({ nationality: 'British' });
    const res = await client.put('/customer/me', { customer: { firstName: 'Adele', tel: '7700111222' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Adele',
      lastName: customer.lastName,
      tel: '7700111222',
      nationality: 'British',
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.firstName).toBe('Adele');
  });

  it('stores a phone number typed with +, spaces, dots, dashes and brackets as its digits', async () => {
    const { customer, client } = await signedIn({ countryCode: '44' });
    const res = await client.put('/customer/me', { customer: { tel: ' (020) 7946.0018-9 ' } });
    expect([res.status, res.body.tel, res.body.phoneNumber]).toEqual([200, '020794600189', '+44 020794600189']);
    const international = await client.put('/customer/me', { customer: { tel: '+44 20 7946 0018' } });
    expect([international.body.tel, international.body.phoneNumber]).toEqual(['+442079460018', '+442079460018']);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.tel).toBe('+442079460018');
  });

  it("refuses what cannot be a phone number with 'Phone Number is invalid' and changes nothing", async () => {
    const { customer, client } = await signedIn({ tel: '7700900123' });
    const res = await client.put('/customer/me', { customer: { firstName: 'Adele', tel: 'ring me' } });
    expect([res.status, res.body]).toEqual([422, { errors: { tel: ['Phone Number is invalid'] } }]);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect([row?.tel, row?.firstName]).toEqual(['7700900123', customer.firstName]);
  });

  it('changes the e-mail, refusing one already taken', async () => {
    const other = await createCustomer(t.db);
    const { client } = await signedIn();
    const taken = await client.put('/customer/me', { customer: { email: other.email.toUpperCase() } });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ errors: { email: ['has already been taken'] } });
    const fresh = `renamed-${Date.now()}@example.com`;
    expect((await client.put('/customer/me', { customer: { email: fresh } })).body.email).toBe(fresh);
  });

  it.each([
    ['title', '', 'Title is required'],
    ['title', null, 'Title is required'],
    ['firstName', ' ', 'First Name is required'],
    ['lastName', null, 'Last Name is required'],
    ['age', '', 'Birth Year is required'],
    ['age', 'nineteen-eighty', 'Birth Year is required'],
    ['age', 2010, 'Customer must be at least 17 years old'],
    ['email', 'someone@', 'Wrong email format'],
    ['nationality', '', 'Nationality is required'],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const { client } = await signedIn();
    const res = await client.put('/customer/me', { customer: { [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { [field]: [message] } });
  });

  it('refuses name, title and birth-year changes while a booking is active (403)', async () => {
    const { customer, client } = await signedIn({ firstName: 'Ada' });
    await createBooking(t.db, customer.id, { departAt: daysFrom(now, 60) });
    for (const change of [{ firstName: 'Augusta' }, { lastName: 'King' }, { title: 'Mrs' }, { age: 1980 }]) {
      const res = await client.put('/customer/me', { customer: change });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Please e-mail the sales team to change your name, title or birth year.' });
    }
    // Unchanged values and other fields are fine.
    const ok = await client.put('/customer/me', { customer: { firstName: 'Ada', nationality: 'Irish' } });
    expect(ok.status).toBe(200);
    expect(ok.body.nationality).toBe('Irish');
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().put('/customer/me', { customer: { firstName: 'X' } })).status).toBe(401);
  });
});

describe('POST /customer/me/change_default_password', () => {
  it('sets the password, clears the new-account and reset flags and rotates the session', async () => {
    const { customer, client } = await signedIn({ isNewAccount: true, passwordResetRequired: true });
    const other = t.client();
    await other.signInAs(customer.id);
    const before = client.cookies.get('gangway_session');
    const res = await client.post('/customer/me/change_default_password', {
      customer: { password: 'my-own-password', passwordConfirmation: 'my-own-password' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: customer.id, isNewAccount: false, passwordResetRequired: false });
    expect(client.cookies.get('gangway_session')).not.toBe(before);
    expect((await client.get('/customer/me')).status).toBe(200);
    expect((await other.get('/customer/me')).status).toBe(401);
    const stale = t.client();
    stale.cookies.set('gangway_session', before ?? '');
    expect((await stale.get('/customer/me')).status).toBe(401);
    const signIn = await t.client().post('/customer/sessions', {
      customer: { email: customer.email, password: 'my-own-password' },
    });
    expect(signIn.status).toBe(201);
  });

  it('validates with the set-password messages', async () => {
    const { client } = await signedIn({ isNewAccount: true });
    const path = '/customer/me/change_default_password';
    expect((await client.post(path, { customer: {} })).body).toEqual({
      errors: { password: ['Password is required'] },
    });
    expect((await client.post(path, { customer: { password: 'short', passwordConfirmation: 'short' } })).body).toEqual({
      errors: { password: ['Password should be at least 8 characters long'] },
    });
    expect(
      (await client.post(path, { customer: { password: 'long-enough-1', passwordConfirmation: 'long-enough-2' } }))
        .body,
    ).toEqual({ errors: { passwordConfirmation: ['Passwords should match'] } });
  });

  it('refuses a customer whose password is already their own: no new password, nobody signed out', async () => {
    const { customer, client } = await signedIn();
    const other = t.client();
    await other.signInAs(customer.id);
    const before = (await t.db.select().from(customers).where(eq(customers.id, customer.id)))[0]?.passwordHash;
    const res = await client.post('/customer/me/change_default_password', {
      customer: { password: 'taken-over-pass', passwordConfirmation: 'taken-over-pass' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Your password is already set. Change it on your Profile.' });
    const after = (await t.db.select().from(customers).where(eq(customers.id, customer.id)))[0]?.passwordHash;
    expect(after).toBe(before);
    expect((await other.get('/customer/me')).status).toBe(200);
  });

  it('counts against the password-change limit of the customer, before any hashing', async () => {
    const { customer, client } = await signedIn();
    const path = '/customer/me/change_default_password';
    const body = { customer: { password: 'my-own-password', passwordConfirmation: 'my-own-password' } };
    for (let i = 0; i < 5; i++) expect((await client.post(path, body)).status).toBe(409);
    const elsewhere = t.client();
    await elsewhere.signInAs(customer.id);
    const limited = await elsewhere.post(path, body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/customer/me/change_default_password', {
      customer: { password: 'my-own-password', passwordConfirmation: 'my-own-password' },
    });
    expect(res.status).toBe(401);
  });
});
