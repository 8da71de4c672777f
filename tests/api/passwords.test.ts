import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { customers, oneTimeTokens, sessions } from '../../src/server/db/schema.ts';
import { createCustomer, KNOWN_PASSWORD } from '../factories/customers.ts';
import { createTestContext, resetTokenFrom, TEST_NOW, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.outbox.clear();
  t.clock.set(TEST_NOW);
});

const SENT = 'A message has been sent to you by email with instructions on how to reset your password.';

async function requestReset(email: string, client = t.client(), url?: string) {
  return client.post('/customer/password', { customer: { email } }, url ? { url } : {});
}

async function mailedToken(email: string): Promise<{ token: string; link: string }> {
  const [mail] = await t.outbox.to(email);
  const link = mail?.links[0];
  if (!link) throw new Error(`no reset mail to ${email}`);
  return { token: resetTokenFrom(link), link };
}

describe('POST /customer/password (forgot password)', () => {
  it('mails a single link to /password/edit on the request origin and answers the fixed message', async () => {
    const customer = await createCustomer(t.db, { firstName: 'Nora' });
    const res = await requestReset(customer.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SENT });
    const mails = await t.outbox.to(customer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('Gangway Sailing: reset password instructions');
    expect(mail?.links).toHaveLength(1);
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost\/password\/edit\?reset_password_token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain(mail?.links[0]);
    expect(mail?.text).toContain('Hello Nora,');
    expect(mail?.html).toContain('Change my password');
    expect(new Date(mail?.sentAt ?? '').toString()).not.toBe('Invalid Date');
    expect(t.mailLog.at(-1)).toBe(`[mail] to ${customer.email}: ${mail?.subject} — ${mail?.links[0]}`);
    // Only the hash of the token is stored, expiring in 2 hours.
    const [row] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.customerId, customer.id));
    expect(row?.purpose).toBe('password_reset');
    expect(row?.tokenHash).not.toBe(resetTokenFrom(mail?.links[0] ?? ''));
    expect(row?.expiresAt.toISOString()).toBe('2026-03-10T11:00:00.000Z');
  });

  it('answers exactly the same for an unknown e-mail and sends nothing', async () => {
    const known = await createCustomer(t.db);
    const a = await requestReset(known.email);
    const b = await requestReset('nobody-here@example.com');
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect([...b.headers.keys()].sort()).toEqual([...a.headers.keys()].sort());
    expect(await t.outbox.to('nobody-here@example.com')).toEqual([]);
  });

  it('links back to the brand host the request came from and brands the mail', async () => {
    const customer = await createCustomer(t.db);
    await requestReset(customer.email, t.client(), 'http://tour.localhost/api/v2/customer/password.json');
    const [mail] = await t.outbox.to(customer.email);
    expect(mail?.links[0]).toMatch(/^http:\/\/tour\.localhost\/password\/edit\?reset_password_token=/);
    expect(mail?.subject).toBe('Gangway Tours: reset password instructions');
  });

  it('never links to a foreign Host header (reset poisoning): falls back to the public origin', async () => {
    const customer = await createCustomer(t.db);
    await requestReset(customer.email, t.client(), 'http://evil.example/api/v2/customer/password.json');
    const [mail] = await t.outbox.to(customer.email);
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost\/password\/edit\?/);
  });

  it("keeps the public origin's scheme and port, and takes no subdomain but a brand host's", async () => {
    for (const [asked, linked] of [
      ['http://localhost:6666', 'http://localhost/'],
      ['http://tour.localhost:6666', 'http://tour.localhost/'],
      ['http://evil.localhost', 'http://localhost/'],
      ['http://tour.evil.localhost', 'http://localhost/'],
    ]) {
      const customer = await createCustomer(t.db);
      await requestReset(customer.email, t.client(), `${asked}/api/v2/customer/password.json`);
      const [mail] = await t.outbox.to(customer.email);
      expect(mail?.links[0]?.startsWith(`${linked}password/edit?`), `${asked}: ${mail?.links[0]}`).toBe(true);
    }
  });

  it('validates the e-mail with the forgot-password messages', async () => {
    const client = t.client();
    expect((await client.post('/customer/password', { customer: {} })).body).toEqual({
      errors: { email: ['Email is required'] },
    });
    const invalid = await client.post('/customer/password', { customer: { email: 'not-an-email' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ errors: { email: ['Please provide a valid email'] } });
  });

  it('allows 5 requests per IP and e-mail an hour, then 429 with Retry-After', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    for (let i = 0; i < 5; i++) expect((await requestReset(customer.email, client)).status).toBe(200);
    const sixth = await requestReset(customer.email, client);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ error: 'Too many attempts. Please try again later.' });
    expect(sixth.headers.get('Retry-After')).toBe('3600');
    expect(await t.outbox.to(customer.email)).toHaveLength(5);
    // The same limit holds for unknown addresses, so 429 reveals nothing either.
    for (let i = 0; i < 5; i++) await requestReset('ghost@example.com', client);
    expect((await requestReset('ghost@example.com', client)).status).toBe(429);
    t.clock.set('2026-03-10T10:00:00.000Z');
    expect((await requestReset(customer.email, client)).status).toBe(200);
  });
});

describe('PUT /customer/password (reset with the mailed token)', () => {
  const reset = (token: string, password = 'brand-new-pass', confirmation = password, client = t.client()) =>
    client.put('/customer/password', {
      customer: { password, passwordConfirmation: confirmation, resetPasswordToken: token },
    });

  it('sets the password, clears the reset flag, ends other sessions and signs in', async () => {
    const customer = await createCustomer(t.db, { passwordResetRequired: true });
    const elsewhere = t.client();
    await elsewhere.signInAs(customer.id, { rememberMe: true });
    await requestReset(customer.email);
    const { token } = await mailedToken(customer.email);

    const client = t.client();
    const res = await reset(token, 'brand-new-pass', 'brand-new-pass', client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: customer.id, passwordResetRequired: false });
    expect(client.cookies.get(SESSION_COOKIE)).toBeTruthy();
    expect((await client.get('/customer/me')).status).toBe(200);
    expect((await elsewhere.get('/customer/me')).status).toBe(401);
    const rows = await t.db.select().from(sessions).where(eq(sessions.customerId, customer.id));
    expect(rows).toHaveLength(1);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(await verifyPassword('brand-new-pass', row?.passwordHash)).toBe(true);
    expect(await verifyPassword(KNOWN_PASSWORD, row?.passwordHash)).toBe(false);
  });

  it('accepts a token once: reuse answers "is invalid"', async () => {
    const customer = await createCustomer(t.db);
    await requestReset(customer.email);
    const { token } = await mailedToken(customer.email);
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'another-pass-1');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ errors: { resetPasswordToken: ['is invalid'] } });
  });

  it('spends older tokens of the same customer once one is used', async () => {
    const customer = await createCustomer(t.db);
    await requestReset(customer.email);
    await requestReset(customer.email);
    const [first, second] = await t.outbox.to(customer.email);
    expect((await reset(resetTokenFrom(second?.links[0] ?? ''))).status).toBe(200);
    expect((await reset(resetTokenFrom(first?.links[0] ?? ''))).body).toEqual({
      errors: { resetPasswordToken: ['is invalid'] },
    });
  });

  it('refuses an expired token with "has expired, please request a new one"', async () => {
    const customer = await createCustomer(t.db);
    await requestReset(customer.email);
    const { token } = await mailedToken(customer.email);
    t.clock.set('2026-03-10T10:59:59.000Z');
    const [row] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.customerId, customer.id));
    expect(row?.usedAt).toBeNull();
    t.clock.set('2026-03-10T11:00:00.000Z');
    const res = await reset(token);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { resetPasswordToken: ['has expired, please request a new one'] } });
  });

  it('refuses an unknown token', async () => {
    const res = await reset('made-up-token');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { resetPasswordToken: ['is invalid'] } });
  });

  it('validates with the reset-password messages before looking at the token', async () => {
    expect((await t.client().put('/customer/password', { customer: {} })).body).toEqual({
      errors: {
        password: ['Please enter your password'],
        passwordConfirmation: ['Please enter your password again'],
        resetPasswordToken: ['Reset password token is invalid'],
      },
    });
    expect((await reset('x', 'short', 'short')).body).toEqual({
      errors: { password: ['Password should be at least 8 characters long'] },
    });
    expect((await reset('x', 'long-enough-1', 'long-enough-2')).body).toEqual({
      errors: { passwordConfirmation: ["Passwords don't match!"] },
    });
  });
});

// A second server instance on the same PostgreSQL, with its own outbox, as on a second host.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestContext({ besides: t });
  });
  afterAll(() => other.close());

  it('mail a reset link once, from the instance asked, and the link works once through either', async () => {
    const customer = await createCustomer(t.db);
    await other.outbox.clear();
    expect((await requestReset(customer.email)).status).toBe(200);
    expect(await t.outbox.to(customer.email)).toHaveLength(1);
    expect(await other.outbox.all()).toEqual([]);

    const { token } = await mailedToken(customer.email);
    const body = {
      customer: { password: 'brand-new-pass', passwordConfirmation: 'brand-new-pass', resetPasswordToken: token },
    };
    expect((await other.client().put('/customer/password', body)).status).toBe(200);
    expect((await t.client().put('/customer/password', body)).status).toBe(422);
    expect(await t.outbox.to(customer.email)).toHaveLength(1);
    expect(await other.outbox.all()).toEqual([]);
  });
});
