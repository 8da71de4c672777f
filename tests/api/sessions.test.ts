import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hit, RATE_RULES } from '../../src/server/auth/rate-limit.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { sessions } from '../../src/server/db/schema.ts';
import { createCustomer, KNOWN_PASSWORD } from '../factories/customers.ts';
import { createTestContext, TEST_NOW, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const signIn = (customer: Record<string, unknown>) => ({ customer });

describe('POST /customer/sessions', () => {
  it('signs in with the right password and answers 201 with the customer', async () => {
    const customer = await createCustomer(t.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const client = t.client();
    const res = await client.post('/customer/sessions', signIn({ email: customer.email, password: KNOWN_PASSWORD }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: customer.id, email: customer.email, fullName: 'Ada Lovelace' });
    expect((await client.get('/customer/me')).status).toBe(200);
  });

  it('sets an HttpOnly, Secure, SameSite=Lax browser-session cookie that expires server-side after 12 hours', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.post('/customer/sessions', signIn({ email: customer.email, password: KNOWN_PASSWORD }));
    const cookie = client.lastSetCookie(SESSION_COOKIE) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age/i);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.customerId, customer.id));
    expect(row?.expiresAt.toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(row?.tokenHash).not.toBe(client.cookies.get(SESSION_COOKIE)); // only the hash is stored
  });

  it('with rememberMe keeps a persistent 30-day cookie and session', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.post(
      '/customer/sessions',
      signIn({ email: customer.email, password: KNOWN_PASSWORD, rememberMe: true }),
    );
    expect(client.lastSetCookie(SESSION_COOKIE)).toMatch(/Max-Age=2592000/);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.customerId, customer.id));
    expect(row?.expiresAt.toISOString()).toBe('2026-04-09T09:00:00.000Z');
  });

  it('matches the e-mail case-insensitively', async () => {
    const customer = await createCustomer(t.db, { email: `Mixed.Case-${Date.now()}@Example.com` });
    const res = await t
      .client()
      .post('/customer/sessions', signIn({ email: customer.email.toUpperCase(), password: KNOWN_PASSWORD }));
    expect(res.status).toBe(201);
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const customer = await createCustomer(t.db);
    const wrong = await t
      .client()
      .post('/customer/sessions', signIn({ email: customer.email, password: 'not-the-password' }));
    const unknown = await t
      .client()
      .post('/customer/sessions', signIn({ email: 'nobody@example.com', password: 'whatever1' }));
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid Email or password.' });
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('refuses an account without a password (social sign-in only)', async () => {
    const customer = await createCustomer(t.db, { passwordHash: null, facebookUid: 'fb-1' });
    const res = await t
      .client()
      .post('/customer/sessions', signIn({ email: customer.email, password: KNOWN_PASSWORD }));
    expect(res.status).toBe(401);
  });

  it('answers 422 with the login form messages', async () => {
    const client = t.client();
    expect((await client.post('/customer/sessions', {})).body).toEqual({
      errors: { email: ['Please enter your Email'], password: ['Please enter your Password'] },
    });
    const invalid = await client.post('/customer/sessions', signIn({ email: 'not-an-email', password: 'x' }));
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({ errors: { email: ['Oops! Invalid Email'] } });
    const blank = await client.post('/customer/sessions', signIn({ email: '   ', password: '' }));
    expect(blank.body).toEqual({
      errors: { email: ['Please enter your Email'], password: ['Please enter your Password'] },
    });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.client().post('/customer/sessions', '{"customer":', {
      raw: true,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('error');
  });

  it('rotates the session at every sign-in: the previous cookie stops working', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    const before = client.cookies.get(SESSION_COOKIE) ?? '';
    await client.post('/customer/sessions', signIn({ email: customer.email, password: KNOWN_PASSWORD }));
    const after = client.cookies.get(SESSION_COOKIE) ?? '';
    expect(after).not.toBe('');
    expect(after).not.toBe(before);
    const stale = t.client();
    stale.cookies.set(SESSION_COOKIE, before);
    expect((await stale.get('/customer/me')).status).toBe(401);
    expect((await client.get('/customer/me')).status).toBe(200);
  });
});

describe('session expiry', () => {
  it('ignores a browser session after 12 hours and a remembered one after 30 days', async () => {
    const customer = await createCustomer(t.db);
    const shortLived = t.client();
    const remembered = t.client();
    await shortLived.signInAs(customer.id);
    await remembered.signInAs(customer.id, { rememberMe: true });
    try {
      t.clock.set('2026-03-10T20:59:59.000Z');
      expect((await shortLived.get('/customer/me')).status).toBe(200);
      t.clock.set('2026-03-10T21:00:00.000Z');
      expect((await shortLived.get('/customer/me')).status).toBe(401);
      expect((await remembered.get('/customer/me')).status).toBe(200);
      t.clock.set('2026-04-09T09:00:00.000Z');
      expect((await remembered.get('/customer/me')).status).toBe(401);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('treats an unknown token as signed out', async () => {
    const client = t.client();
    client.cookies.set(SESSION_COOKIE, 'forged-token');
    const res = await client.get('/customer/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'You need to sign in or sign up before continuing.' });
  });
});

describe('DELETE /customer/sessions', () => {
  it('destroys the session row and clears the cookie', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    const res = await client.delete('/customer/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(client.lastSetCookie(SESSION_COOKIE)).toMatch(/Max-Age=0/);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.customerId, customer.id))).toEqual([]);
    const replay = t.client();
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.get('/customer/me')).status).toBe(401);
  });

  it('answers 200 when nobody is signed in', async () => {
    expect((await t.client().delete('/customer/sessions')).status).toBe(200);
  });
});

describe('sign-in rate limits', () => {
  it('allows 10 attempts per IP and e-mail in 15 minutes, then answers 429 with Retry-After', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    const now = new Date(TEST_NOW);
    for (let i = 0; i < 9; i++) await hit(t.db, RATE_RULES.signInPerAccount, [client.ip, customer.email], now);
    const tenth = await client.post(
      '/customer/sessions',
      signIn({ email: customer.email, password: 'wrong-password' }),
    );
    expect(tenth.status).toBe(401);
    const eleventh = await client.post(
      '/customer/sessions',
      signIn({ email: customer.email, password: KNOWN_PASSWORD }),
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ error: 'Too many attempts. Please try again later.' });
    // TEST_NOW is 09:00:00, the start of a 15-minute window.
    expect(eleventh.headers.get('Retry-After')).toBe('900');
    expect(eleventh.headers.get('Set-Cookie')).toBeNull();

    // Another IP, or the same IP for another e-mail, is not affected.
    const elsewhere = await t
      .client()
      .post('/customer/sessions', signIn({ email: customer.email, password: KNOWN_PASSWORD }));
    expect(elsewhere.status).toBe(201);
  });

  it('lets the same IP and e-mail in again once the window has passed', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    const now = new Date(TEST_NOW);
    for (let i = 0; i < 10; i++) await hit(t.db, RATE_RULES.signInPerAccount, [client.ip, customer.email], now);
    expect(
      (await client.post('/customer/sessions', signIn({ email: customer.email, password: KNOWN_PASSWORD }))).status,
    ).toBe(429);
    try {
      t.clock.set('2026-03-10T09:14:00.000Z');
      const waiting = await client.post(
        '/customer/sessions',
        signIn({ email: customer.email, password: KNOWN_PASSWORD }),
      );
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get('Retry-After')).toBe('60');
      t.clock.set('2026-03-10T09:15:00.000Z');
      expect(
        (await client.post('/customer/sessions', signIn({ email: customer.email, password: KNOWN_PASSWORD }))).status,
      ).toBe(201);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('allows 50 attempts per IP whatever the e-mail', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    const now = new Date(TEST_NOW);
    for (let i = 0; i < 50; i++) await hit(t.db, RATE_RULES.signInPerIp, [client.ip], now);
    const res = await client.post('/customer/sessions', signIn({ email: customer.email, password: KNOWN_PASSWORD }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('raises every limit by RATE_LIMIT_MULTIPLIER', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    const now = new Date(TEST_NOW);
    for (let i = 0; i < 10; i++) await hit(t.db, RATE_RULES.signInPerAccount, [client.ip, customer.email], now);
    const attempt = () =>
      client.post('/customer/sessions', signIn({ email: customer.email, password: KNOWN_PASSWORD }));
    t.config.rateLimitMultiplier = 2;
    try {
      expect((await attempt()).status).toBe(201);
      // The success forgot the count: the doubled limit (20) is reached again from zero.
      for (let i = 0; i < 20; i++) await hit(t.db, RATE_RULES.signInPerAccount, [client.ip, customer.email], now);
      expect((await attempt()).status).toBe(429);
    } finally {
      t.config.rateLimitMultiplier = 1;
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    const now = new Date(TEST_NOW);
    for (let i = 0; i < 10; i++) await hit(t.db, RATE_RULES.signInPerAccount, [client.ip, customer.email], now);
    const spoofed = await client.post(
      '/customer/sessions',
      signIn({ email: customer.email, password: KNOWN_PASSWORD }),
      {
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      },
    );
    expect(spoofed.status).toBe(429);
  });
});
