// Availability of sign-in and sign-up: failures make the addresses that failed for an account wait
// on one account-wide turn (a delay, never a lock-out), while a correct password from an address
// without failures, or from a browser that signed in before, is checked at once; sign-up is
// rate-limited and hashes in its own lane, so a burst of sign-ups never delays a sign-in; a full
// lane answers 503 with Retry-After.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword, setPasswordHashLimits } from '../../src/server/auth/passwords.ts';
import { SIGN_IN_DELAY } from '../../src/server/auth/sign-in-delay.ts';
import { createCustomer, KNOWN_PASSWORD, uniqueEmail } from '../factories/customers.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  // New hashes at the production cost: the lanes' tests need hashes that take the time real ones do.
  t = await createTestContext({ config: { scryptN: 2 ** 17 } });
});
afterAll(() => t.close());
afterEach(() => setPasswordHashLimits());

const signIn = (email: string, password: string) => ({ customer: { email, password } });
const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms).toISOString());

describe('the sign-in delay, per account and address', () => {
  /** Wrong passwords from the attackers in turn until the account is past its free failures. */
  async function guessPastTheFreeFailures(email: string, attackers: TestClient[]) {
    for (let i = 0; i <= SIGN_IN_DELAY.freeFailures; i++) {
      const attacker = attackers[i % attackers.length] ?? t.client();
      expect((await attacker.post('/customer/sessions', signIn(email, `wrong-${i}`))).status).toBe(401);
    }
  }

  it('slows an account guessed at from several addresses, and the wait ends', async () => {
    const customer = await createCustomer(t.db);
    const attackers = [t.client(), t.client(), t.client()];
    await guessPastTheFreeFailures(customer.email, attackers);
    for (const attacker of attackers) {
      const held = await attacker.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD));
      expect(held.status).toBe(429);
      expect(held.body).toEqual({ error: 'Too many attempts. Please try again later.' });
      expect(Number(held.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    }
    later(61_000);
    expect((await attackers[0]?.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD)))?.status).toBe(201);
  });

  it('checks one guess per wait across all the addresses that failed, whoever comes first', async () => {
    const customer = await createCustomer(t.db);
    const attackers = [t.client(), t.client(), t.client()];
    await guessPastTheFreeFailures(customer.email, attackers);
    for (let round = 0; round < 4; round++) {
      later(61_000);
      const answers = [];
      for (const attacker of attackers)
        answers.push((await attacker.post('/customer/sessions', signIn(customer.email, `again-${round}`))).status);
      expect(answers).toEqual([401, 429, 429]);
    }
  });

  it('signs the traveller in at once from a new browser and address while attackers take every turn', async () => {
    const customer = await createCustomer(t.db);
    const attackers = [t.client(), t.client(), t.client()];
    await guessPastTheFreeFailures(customer.email, attackers);
    later(61_000);
    expect((await attackers[1]?.post('/customer/sessions', signIn(customer.email, 'taking-the-turn')))?.status).toBe(
      401,
    );
    const traveller = t.client();
    expect((await traveller.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(201);
    // The traveller getting in does not lift the cap on the attackers.
    for (const attacker of attackers)
      expect((await attacker.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(429);
  });

  it("forgets an address's failures when the traveller signs in from it", async () => {
    const customer = await createCustomer(t.db);
    const traveller = t.client();
    await guessPastTheFreeFailures(customer.email, [traveller]);
    later(3_000);
    expect((await traveller.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(201);
    expect((await traveller.post('/customer/sessions', signIn(customer.email, 'a-typo'))).status).toBe(401);
  });

  it('does not hold a browser that signed in to the account before, even at an address that failed', async () => {
    const customer = await createCustomer(t.db);
    const phone = t.client();
    expect((await phone.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(201);
    await guessPastTheFreeFailures(customer.email, [t.client()]);
    expect((await phone.post('/customer/sessions', signIn(customer.email, 'a-typo'))).status).toBe(401);
    const newBrowserThere = t.client({ ip: phone.ip });
    expect((await newBrowserThere.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(429);
    expect((await phone.post('/customer/sessions', signIn(customer.email, KNOWN_PASSWORD))).status).toBe(201);
  });

  it('delays unknown addresses like known ones (the delay tells nothing)', async () => {
    const email = uniqueEmail('nobody');
    const attacker = t.client();
    await guessPastTheFreeFailures(email, [attacker]);
    expect((await attacker.post('/customer/sessions', signIn(email, 'guess'))).status).toBe(429);
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

  it('limits sign-ups per client address, addresses that have accounts included, with Retry-After', async () => {
    // A tenth of the limits (2 sign-ups an hour per address): each sign-up costs a real scrypt hash.
    t.config.rateLimitMultiplier = 0.1;
    try {
      const taken = await createCustomer(t.db);
      const client = t.client();
      expect((await client.post('/customer/registrations', registration(uniqueEmail('burst')))).status).toBe(201);
      expect((await client.post('/customer/registrations', registration(taken.email))).status).toBe(422);
      const refused = await client.post('/customer/registrations', registration(uniqueEmail('burst')));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      // Refused before anything is looked up: a taken address answers the same 429.
      expect((await client.post('/customer/registrations', registration(taken.email))).status).toBe(429);
    } finally {
      t.config.rateLimitMultiplier = 1;
    }
  });

  it('limits sign-ups per client address and e-mail', async () => {
    t.config.rateLimitMultiplier = 0.2; // one sign-up an hour per address and e-mail
    try {
      const taken = await createCustomer(t.db);
      const client = t.client();
      expect((await client.post('/customer/registrations', registration(taken.email))).status).toBe(422);
      expect((await client.post('/customer/registrations', registration(taken.email))).status).toBe(429);
    } finally {
      t.config.rateLimitMultiplier = 1;
    }
  });

  it('makes a sign-up with a taken address wait for the hash lane too: full, it answers 503', async () => {
    const lanes = setPasswordHashLimits({ 'sign-up': { concurrency: 1, maxQueued: 0 } });
    let release = () => {};
    const held = lanes.run(
      'sign-up',
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    try {
      const taken = await createCustomer(t.db);
      const busy = await t.client().post('/customer/registrations', registration(taken.email));
      expect(busy.status).toBe(503);
      expect(busy.body).toEqual({ error: 'We are busy right now. Please try again in a moment.' });
      expect(Number(busy.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    } finally {
      release();
      await held;
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
