// Availability of sign-in and sign-up (issue 9): failures slow an account across every client
// address (a delay, never a lock-out), a success forgets them, a browser that signed in before is
// not slowed; sign-up is rate-limited; a full password-hash queue answers 503 with Retry-After.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, setPasswordHashLimits } from '../../src/server/auth/passwords.ts';
import { SIGN_IN_DELAY } from '../../src/server/auth/sign-in-delay.ts';
import { createCustomer, KNOWN_PASSWORD, uniqueEmail } from '../factories/customers.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => setPasswordHashLimits());

const signIn = (email: string, password: string) => ({ customer: { email, password } });
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms).toISOString());

describe('the per-account sign-in delay, across client addresses', () => {
  it('slows an account guessed at from many addresses, and the wait ends', async () => {
    const customer = await createCustomer(t.db);
    // The free failures, and one more: from then on each attempt waits after the last failure.
    for (let i = 0; i <= SIGN_IN_DELAY.freeFailures; i++)
      expect((await t.client().post('/customer/sessions', signIn(customer.email, `wrong-${i}`))).status).toBe(401);
    const delayed = await t.client().post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD));
    expect(delayed.status).toBe(429);
    expect(Number(delayed.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    later(61_000);
    expect((await t.client().post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(201);
  });

  it('forgets the failures when the traveller signs in', async () => {
    const customer = await createCustomer(t.db);
    for (let i = 0; i < SIGN_IN_DELAY.freeFailures - 1; i++)
      await t.client().post('/customer/sessions', signIn(customer.email, `wrong-${i}`));
    expect((await t.client().post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(201);
    for (let i = 0; i < SIGN_IN_DELAY.freeFailures; i++)
      expect((await t.client().post('/customer/sessions', signIn(customer.email, `again-${i}`))).status).toBe(401);
  });

  it('does not slow a browser that signed in to the account before', async () => {
    const customer = await createCustomer(t.db);
    const phone = t.client();
    expect((await phone.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(201);
    for (let i = 0; i < SIGN_IN_DELAY.freeFailures + 2; i++)
      await t.client().post('/customer/sessions', signIn(customer.email, `attack-${i}`));
    expect((await t.client().post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(429);
    expect((await phone.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(201);
  });

  it('delays unknown addresses like known ones (the delay tells nothing)', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i <= SIGN_IN_DELAY.freeFailures; i++)
      await t.client().post('/customer/sessions', signIn(email, `guess-${i}`));
    expect((await t.client().post('/customer/sessions', signIn(email, 'guess'))).status).toBe(429);
  });
});

describe('sign-up and the password-hash queue', () => {
  const registration = (email: string) => ({
    customer: {
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      age: 1985,
      nationality: 'British',
      countryCode: '+44',
      tel: '7700 900123',
      password: 'a-long-password',
    },
  });

  it('limits sign-ups per client address, with Retry-After', async () => {
    // A tenth of the limits (2 sign-ups an hour per address): each sign-up costs a real scrypt hash.
    t.config.rateLimitMultiplier = 0.1;
    try {
      const client = t.client();
      for (let i = 0; i < 2; i++)
        expect((await client.post('/customer/registrations', registration(uniqueEmail('burst')))).status).toBe(202);
      const refused = await client.post('/customer/registrations', registration(uniqueEmail('burst')));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    } finally {
      t.config.rateLimitMultiplier = 1;
    }
  });

  it('signs a traveller in at once while a burst of sign-ups from many addresses fills their queue', async () => {
    const lanes = setPasswordHashLimits();
    const customer = await createCustomer(t.db);
    // Each from its own address, so no per-address limit stops them before their hash.
    const burst = Array.from({ length: 12 }, () =>
      t.client().post('/customer/registrations', registration(uniqueEmail('burst'))),
    );
    await vi.waitFor(() => expect(lanes.stats('sign-up').queued).toBeGreaterThanOrEqual(4), { timeout: 20_000 });
    const signedIn = await t.client().post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD));
    expect(signedIn.status).toBe(201);
    // It did not wait its turn behind them: sign-ups were still waiting when it was answered.
    expect(lanes.stats('sign-up').queued).toBeGreaterThanOrEqual(1);
    // The sign-up lane keeps its own bound: the burst's overflow is told to come back.
    const busy = (await Promise.all(burst)).filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(Number(busy[0]?.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  });

  it('answers 503 with Retry-After when the hash queue is full, and nothing waits forever', async () => {
    setPasswordHashLimits({ 'sign-in': { concurrency: 1, maxQueued: 0 } });
    // A production-cost hash (a test customer's low-cost one verifies in about a millisecond, and
    // the three sign-ins could then pass through the queue one after the other without meeting).
    const customer = await createCustomer(t.db, { passwordHash: await hashPassword('a-production-cost-password') });
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.client().post('/customer/sessions', signIn(customer.email, 'not-it-at-all'))),
    );
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy[0]?.body).toEqual({ error: 'We are busy right now. Please try again in a moment.' });
    expect(Number(busy[0]?.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(answers.some((answer) => answer.status === 401)).toBe(true);
  });
});
