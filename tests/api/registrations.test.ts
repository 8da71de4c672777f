import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { customers } from '../../src/server/db/schema.ts';
import { createCustomer, uniqueEmail } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext(); // the clock says 2026, so the youngest allowed birth year is 2009
});
afterAll(() => t.close());

const valid = () => ({
  title: 'Mx',
  firstName: 'Sam',
  lastName: 'Rivers',
  email: uniqueEmail('new'),
  age: 1990,
  nationality: 'Australian',
  countryCode: '61',
  tel: '412 345 678',
  password: 'sailaway-2026',
});

const CHECK_MAIL = {
  message: 'Almost there! We have sent you an e-mail: open the link in it to finish creating your account.',
};
const LINK_INVALID = { errors: { token: ['This link has expired or has already been used. Please sign up again.'] } };

/** The token of the newest sign-up link mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const mail = (await t.outbox.to(email)).at(-1);
  const link = mail?.links.find((href) => href.includes('/registration/confirm?token='));
  if (!link) throw new Error(`no sign-up link mailed to ${email}`);
  return new URL(link).searchParams.get('token') as string;
}

describe('POST /customer/registrations', () => {
  it('answers 202 and mails a link; the link creates the account and signs it in, once', async () => {
    const data = valid();
    const client = t.client();
    const res = await client.post('/customer/registrations', { customer: data });
    expect(res.status).toBe(202);
    expect(res.body).toEqual(CHECK_MAIL);
    expect(client.cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.select().from(customers).where(eq(customers.email, data.email))).toEqual([]);

    const token = await linkTokenFor(data.email);
    const confirmed = await client.post('/customer/registrations/confirm', { token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.invitationToken).toBeNull();
    expect(confirmed.body.customer).toMatchObject({
      title: 'Mx',
      firstName: 'Sam',
      lastName: 'Rivers',
      fullName: 'Sam Rivers',
      email: data.email,
      age: 1990,
      nationality: 'Australian',
      countryCode: '61',
      tel: '412345678',
      phoneNumber: '+61 412345678',
      isNewAccount: false,
      passwordResetRequired: false,
      hasActiveBookings: false,
      connectedToFacebook: false,
      emergencyContact: null,
    });
    expect(client.cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect((await client.get('/customer/me')).body.email).toBe(data.email);
    const [row] = await t.db.select().from(customers).where(eq(customers.email, data.email));
    expect(row?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('sailaway-2026', row?.passwordHash)).toBe(true);

    const again = await t.client().post('/customer/registrations/confirm', { token });
    expect(again.status).toBe(422);
    expect(again.body).toEqual(LINK_INVALID);
  });

  it('accepts a birth year sent as a string and a phone code with a plus', async () => {
    const data = { ...valid(), age: '2009', countryCode: '+44' };
    expect((await t.client().post('/customer/registrations', { customer: data })).status).toBe(202);
    const confirmed = await t
      .client()
      .post('/customer/registrations/confirm', { token: await linkTokenFor(data.email) });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.customer).toMatchObject({ age: 2009, countryCode: '44', phoneNumber: '+44 412345678' });
  });

  it('answers an address that has an account exactly like a new one, and mails the account instead', async () => {
    const existing = await createCustomer(t.db);
    const known = await t.client().post('/customer/registrations', {
      customer: { ...valid(), email: existing.email.toUpperCase() },
    });
    const fresh = await t.client().post('/customer/registrations', { customer: valid() });
    expect([known.status, known.body]).toEqual([fresh.status, fresh.body]);
    expect(known.headers.get('Set-Cookie')).toBe(fresh.headers.get('Set-Cookie'));
    const [mail] = await t.outbox.to(existing.email);
    expect(mail?.subject).toMatch(/you already have an account/);
    expect(mail?.links).toEqual(['http://localhost/login', 'http://localhost/password/new']);
  });

  it('refuses an expired link, an unknown one, and a second account for one address', async () => {
    const data = valid();
    await t.client().post('/customer/registrations', { customer: data });
    const first = await linkTokenFor(data.email);
    await t.client().post('/customer/registrations', { customer: { ...data, firstName: 'Other' } });
    const second = await linkTokenFor(data.email);
    expect((await t.client().post('/customer/registrations/confirm', { token: 'x'.repeat(43) })).body).toEqual(
      LINK_INVALID,
    );
    expect((await t.client().post('/customer/registrations/confirm', { token: first })).status).toBe(201);
    expect((await t.client().post('/customer/registrations/confirm', { token: second })).body).toEqual(LINK_INVALID);

    const late = valid();
    await t.client().post('/customer/registrations', { customer: late });
    const token = await linkTokenFor(late.email);
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 25 * 60 * 60 * 1000).toISOString());
    try {
      expect((await t.client().post('/customer/registrations/confirm', { token })).body).toEqual(LINK_INVALID);
    } finally {
      t.clock.set(now.toISOString());
    }
  });

  it('answers every required-field message for an empty form', async () => {
    const res = await t.client().post('/customer/registrations', { customer: {} });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        title: ['Please enter your Title'],
        firstName: ['Please enter your First Name'],
        lastName: ['Please enter your Last Name'],
        email: ['Please enter your Email'],
        age: ['Please enter your Birth Year'],
        nationality: ['Please enter your Nationality'],
        countryCode: ['Please enter your Country Code'],
        tel: ['Please enter your Phone Number'],
        password: ['Please enter your Password'],
      },
    });
  });

  it.each([
    ['email', 'sam@', 'Oops! Invalid Email'],
    ['age', 2010, 'Customer must be at least 17 years old'],
    ['password', 'short', 'Password should be at least 8 characters long'],
    ['title', 'Dr', 'Please enter your Title'],
    ['firstName', '   ', 'Please enter your First Name'],
  ])('rejects %s = %j with "%s"', async (field, value, message) => {
    const res = await t.client().post('/customer/registrations', { customer: { ...valid(), [field]: value } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { [field]: [message] } });
  });

  it('answers 422 rather than 500 when the customer wrapper is missing or not an object', async () => {
    const res = await t.client().post('/customer/registrations', { customer: 'nope' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['Please enter your Email']);
  });
});
