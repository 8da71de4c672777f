import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { customers } from '../../src/server/db/schema.ts';
import { createCustomer, uniqueEmail } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  // The clock says 2026, so the youngest allowed birth year is 2009; a sign-up hashes at the
  // production cost, as an installation's does.
  t = await createTestContext({ config: { scryptN: 2 ** 17 } });
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

const customerRows = (email: string) =>
  t.db.select().from(customers).where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);

describe('POST /customer/registrations', () => {
  it('creates the account, signs it in at once and answers 201 with the customer', async () => {
    const data = valid();
    const client = t.client();
    const res = await client.post('/customer/registrations', { customer: data });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
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
    // The sign-in cookie's rules: HttpOnly, Secure, SameSite=Lax, gone when the browser closes.
    const cookie = client.lastSetCookie(SESSION_COOKIE) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age/i);
    const me = await client.get('/customer/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: res.body.id, email: data.email });
    const [row] = await customerRows(data.email);
    expect(row?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('sailaway-2026', row?.passwordHash)).toBe(true);
    const signIn = await t
      .client()
      .post('/customer/sessions', { customer: { email: data.email, password: data.password } });
    expect(signIn.status).toBe(201);
  });

  it('rotates the session as sign-in does: a session this browser held before stops working', async () => {
    const someone = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(someone.id);
    const before = client.cookies.get(SESSION_COOKIE) ?? '';
    const res = await client.post('/customer/registrations', { customer: valid() });
    expect(res.status).toBe(201);
    const after = client.cookies.get(SESSION_COOKIE) ?? '';
    expect(after).not.toBe('');
    expect(after).not.toBe(before);
    const stale = t.client();
    stale.cookies.set(SESSION_COOKIE, before);
    expect((await stale.get('/customer/me')).status).toBe(401);
    expect((await client.get('/customer/me')).body.id).toBe(res.body.id);
  });

  it('accepts a birth year sent as a string and a phone code with a plus', async () => {
    const res = await t
      .client()
      .post('/customer/registrations', { customer: { ...valid(), age: '2009', countryCode: '+44' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ age: 2009, countryCode: '44', phoneNumber: '+44 412345678' });
  });

  it('answers 422 "has already been taken" on the e-mail of an address that has an account, whatever its case, and changes nothing', async () => {
    const existing = await createCustomer(t.db);
    const client = t.client();
    const res = await client.post('/customer/registrations', {
      customer: { ...valid(), email: existing.email.toUpperCase() },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { email: ['has already been taken'] } });
    expect(client.lastSetCookie(SESSION_COOKIE)).toBeUndefined();
    expect((await client.get('/customer/me')).status).toBe(401);
    const rows = await customerRows(existing.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(existing);
  });

  it('makes one account of two sign-ups racing for one address; the other is told it is taken', async () => {
    const data = valid();
    const answers = await Promise.all([
      t.client().post('/customer/registrations', { customer: data }),
      t.client().post('/customer/registrations', { customer: { ...data, firstName: 'Other' } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body).toEqual({
      errors: { email: ['has already been taken'] },
    });
    expect(await customerRows(data.email)).toHaveLength(1);
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
