// The profile's own saves: emergency contact, change password (other sessions end, this one
// stays), e-mail subscription. Personal details (PUT /customer/me) are in me.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { customers, emergencyContacts } from '../../src/server/db/schema.ts';
import { addEmergencyContact, createCustomer, KNOWN_PASSWORD } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function signedIn() {
  const customer = await createCustomer(t.db);
  const client = t.client();
  await client.signInAs(customer.id);
  return { customer, client };
}

const contactOf = async (customerId: number) =>
  (await t.db.select().from(emergencyContacts).where(eq(emergencyContacts.customerId, customerId)))[0];
const rowOf = async (customerId: number) =>
  (await t.db.select().from(customers).where(eq(customers.id, customerId)))[0];

describe('PUT /customer/emergency_contact', () => {
  it('creates the contact from one field and answers the customer', async () => {
    const { customer, client } = await signedIn();
    const res = await client.put('/customer/emergency_contact', { emergencyContact: { firstName: ' Grace ' } });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(customer.id);
    expect(res.body.emergencyContact).toEqual({
      firstName: 'Grace',
      lastName: null,
      tel: null,
      countryCode: null,
      relationship: null,
    });
  });

  it('changes only the field sent; an emptied field becomes null; a phone code loses its +', async () => {
    const { customer, client } = await signedIn();
    await addEmergencyContact(t.db, customer.id);
    const res = await client.put('/customer/emergency_contact', {
      emergencyContact: { relationship: '', countryCode: '+64' },
    });
    expect(res.status).toBe(200);
    expect(res.body.emergencyContact).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      tel: '555 0100',
      countryCode: '64',
      relationship: null,
    });
  });

  it('stores a formatted phone number as its digits, and refuses one that is not a number', async () => {
    const { customer, client } = await signedIn();
    const res = await client.put('/customer/emergency_contact', { emergencyContact: { tel: '+64 (21) 555-01.00' } });
    expect([res.status, res.body.emergencyContact.tel]).toEqual([200, '+64215550100']);
    const refused = await client.put('/customer/emergency_contact', { emergencyContact: { tel: 'ask Grace' } });
    expect([refused.status, refused.body]).toEqual([422, { errors: { tel: ['Phone Number is invalid'] } }]);
    expect((await contactOf(customer.id))?.tel).toBe('+64215550100');
  });

  it('refuses control characters and over-long text, and saves nothing', async () => {
    const { customer, client } = await signedIn();
    const nul = await client.put('/customer/emergency_contact', { emergencyContact: { firstName: 'A\u0000B' } });
    const long = await client.put('/customer/emergency_contact', { emergencyContact: { tel: '1'.repeat(31) } });
    expect([nul.status, long.status]).toEqual([422, 422]);
    expect(Object.keys(long.body.errors)).toEqual(['tel']);
    expect(await contactOf(customer.id)).toBeUndefined();
  });

  it('is for signed-in customers only', async () => {
    expect((await t.client().put('/customer/emergency_contact', { emergencyContact: { firstName: 'X' } })).status).toBe(
      401,
    );
  });
});

describe('POST /customer/me/change_password', () => {
  const change = (currentPassword: string, password: string, passwordConfirmation = password) => ({
    customer: { currentPassword, password, passwordConfirmation },
  });

  it('changes the password, ends every other session of the customer and keeps this one', async () => {
    const { customer, client } = await signedIn();
    const phone = t.client();
    await phone.signInAs(customer.id);
    const stranger = await signedIn();

    const res = await client.post('/customer/me/change_password', change(KNOWN_PASSWORD, 'a-new-passphrase'));
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(customer.id);
    expect(await verifyPassword('a-new-passphrase', (await rowOf(customer.id))?.passwordHash)).toBe(true);
    expect((await client.get('/customer/me')).status).toBe(200);
    expect((await phone.get('/customer/me')).status).toBe(401);
    expect((await stranger.client.get('/customer/me')).status).toBe(200);
  });

  it('a wrong old password is a 422 on current_password and changes nothing', async () => {
    const { customer, client } = await signedIn();
    const phone = t.client();
    await phone.signInAs(customer.id);
    const res = await client.post('/customer/me/change_password', change('not-my-password', 'a-new-passphrase'));
    expect(res.status).toBe(422);
    expect(JSON.parse(res.text).errors).toEqual({ current_password: ['is invalid'] });
    expect(await verifyPassword(KNOWN_PASSWORD, (await rowOf(customer.id))?.passwordHash)).toBe(true);
    expect((await phone.get('/customer/me')).status).toBe(200);
  });

  it("answers the form's messages", async () => {
    const { client } = await signedIn();
    const empty = await client.post('/customer/me/change_password', { customer: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      currentPassword: ['Old password is required'],
      password: ['New password is required'],
      passwordConfirmation: ['New password confirmation is required'],
    });
    const short = await client.post('/customer/me/change_password', change(KNOWN_PASSWORD, 'short'));
    expect(short.body.errors.password).toEqual(['New password should be at least 8 characters long']);
    const mismatch = await client.post(
      '/customer/me/change_password',
      change(KNOWN_PASSWORD, 'a-new-passphrase', 'another-passphrase'),
    );
    expect(mismatch.body.errors).toEqual({
      passwordConfirmation: ["Password confirmation doesn't match the password"],
    });
  });

  it('limits guesses of the old password per customer, across addresses', async () => {
    const { customer, client } = await signedIn();
    for (let i = 0; i < 5; i++)
      expect((await client.post('/customer/me/change_password', change(`guess-${i}`, 'a-new-passphrase'))).status).toBe(
        422,
      );
    const elsewhere = t.client();
    await elsewhere.signInAs(customer.id);
    const limited = await elsewhere.post('/customer/me/change_password', change(KNOWN_PASSWORD, 'a-new-passphrase'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await verifyPassword(KNOWN_PASSWORD, (await rowOf(customer.id))?.passwordHash)).toBe(true);
  });
});

describe('POST /customer/me/manage_subscription', () => {
  it('turns the subscription on and off', async () => {
    const { customer, client } = await signedIn();
    const on = await client.post('/customer/me/manage_subscription', { isSubscriptionActive: true });
    expect([on.status, on.body.isSubscriptionActive]).toEqual([200, true]);
    expect((await rowOf(customer.id))?.isSubscriptionActive).toBe(true);
    const off = await client.post('/customer/me/manage_subscription', { isSubscriptionActive: false });
    expect([off.status, off.body.isSubscriptionActive]).toEqual([200, false]);
  });

  it('refuses anything but a boolean and changes nothing', async () => {
    const { customer, client } = await signedIn();
    for (const value of ['true', 1, null])
      expect((await client.post('/customer/me/manage_subscription', { isSubscriptionActive: value })).status).toBe(422);
    expect((await rowOf(customer.id))?.isSubscriptionActive).toBe(false);
  });
});
