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

describe('POST /customer/registrations', () => {
  it('creates the account, signs it in and answers 201 with the customer', async () => {
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
      tel: '412 345 678',
      phoneNumber: '+61 412 345 678',
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
  });

  it('accepts a birth year sent as a string and a phone code with a plus', async () => {
    const res = await t
      .client()
      .post('/customer/registrations', { customer: { ...valid(), age: '2009', countryCode: '+44' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ age: 2009, countryCode: '44', phoneNumber: '+44 412 345 678' });
  });

  it('answers 422 "has already been taken" for an e-mail in use, whatever its case', async () => {
    const existing = await createCustomer(t.db);
    const res = await t.client().post('/customer/registrations', {
      customer: { ...valid(), email: existing.email.toUpperCase() },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { email: ['has already been taken'] } });
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
