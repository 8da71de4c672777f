// A sign-in flood behind a trusted proxy: wrong passwords for unknown e-mails, each from a new
// X-Forwarded-For address, keep the password-check lane full. The owner of an account, from a
// browser that signed in to it before, still gets in at once (their check has a lane of its own):
// while the flood's lane is held full, and no slower than a second over the same sign-in without
// a flood (the absolute time is the machine's; this says what the flood adds). The flood is
// answered 401 or, past the lane's bound, 503 with Retry-After.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPasswordHashLimits } from '../../src/server/auth/passwords.ts';
import { createCustomer, KNOWN_PASSWORD, uniqueEmail } from '../factories/customers.ts';
import { createTestContext, type TestContext, type TestResponse } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  t.config.trustProxy = true;
});
afterAll(() => t.close());
afterEach(() => setPasswordHashLimits());

const signIn = (email: string, password: string) => ({ customer: { email, password } });
// A small bound keeps the suite quick: each flood attempt let in costs a production-cost hash.
const SIGN_IN_BOUND = { concurrency: 1, maxQueued: 2 };
const FLOODERS = 6;
const OWNER_SIGN_INS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let address = 0;
const nextForwardedFor = () => {
  address += 1;
  return `198.51.${(address >> 8) & 255}.${address & 255}`;
};

/**
 * Flooders that each send a wrong sign-in for a new unknown e-mail from a new forwarded address,
 * and another as soon as the lane has room again (or the flood is stopped).
 */
function startFlood(lanes: ReturnType<typeof setPasswordHashLimits>) {
  const answers: TestResponse[] = [];
  let running = true;
  const roomOrStopped = () => {
    if (running && lanes.stats('sign-in').queued >= SIGN_IN_BOUND.maxQueued) throw new Error('the lane is full');
  };
  const flooder = async () => {
    const client = t.client();
    while (running) {
      const answer = await client.post('/customer/sessions', signIn(uniqueEmail('flood'), 'a-wrong-password'), {
        headers: { 'X-Forwarded-For': nextForwardedFor() },
      });
      answers.push(answer);
      if (answer.status === 503) await vi.waitFor(roomOrStopped, { timeout: 120_000 });
    }
  };
  const flooders = Array.from({ length: FLOODERS }, flooder);
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(flooders);
    },
  };
}

describe('a sign-in flood from many addresses', () => {
  it('lets the owner in from a browser that signed in before, at once, and turns the flood away', async () => {
    const lanes = setPasswordHashLimits({ 'sign-in': SIGN_IN_BOUND });
    const owner = await createCustomer(t.db);
    const phone = t.client();
    /** The owner's sign-in from their phone, timed. */
    const ownerSignIn = async () => {
      const began = performance.now();
      const answer = await phone.post('/customer/sessions', signIn(owner.email, KNOWN_PASSWORD));
      expect(answer.status).toBe(201);
      return performance.now() - began;
    };
    const withoutFlood: number[] = [];
    for (let i = 0; i < 3; i++) withoutFlood.push(await ownerSignIn());
    // An unknown e-mail's throwaway hash is made once per process, by the first one: made now.
    expect((await t.client().post('/customer/sessions', signIn(uniqueEmail('first'), 'wrong'))).status).toBe(401);

    // A password check that does not end until the test says so stands for the flood's slowest
    // hash: the lane stays full however fast this machine hashes, and however slowly under load.
    let finishHeldCheck = () => {};
    const heldCheck = lanes.run(
      'sign-in',
      () =>
        new Promise<void>((resolve) => {
          finishHeldCheck = resolve;
        }),
    );
    const flood = startFlood(lanes);
    const times: number[] = [];
    try {
      for (let i = 0; i < OWNER_SIGN_INS; i++) {
        // Each sign-in arrives while the flood holds the lane full.
        await vi.waitFor(() => expect(lanes.stats('sign-in').queued).toBe(SIGN_IN_BOUND.maxQueued), {
          timeout: 60_000,
        });
        times.push(await ownerSignIn());
        // Answered while the check that holds the lane is still unfinished: it waited for no hash of the flood.
        expect(lanes.stats('sign-in')).toMatchObject({ running: 1 });
      }
    } finally {
      const stopped = flood.stop(); // no new attempts once the held check lets the queue move
      finishHeldCheck();
      await Promise.all([heldCheck, stopped]);
    }
    const shown = `the owner's sign-ins took ${times.map(Math.round)} ms, without a flood ${withoutFlood.map(Math.round)} ms`;
    expect(median(times) - median(withoutFlood), shown).toBeLessThan(1_000);

    // The flood was checked like any wrong password, or refused at once past the lane's bound.
    const statuses = new Set(flood.answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([401, 503]);
    const busy = flood.answers.find((answer) => answer.status === 503);
    expect(busy?.body).toEqual({ error: 'We are busy right now. Please try again in a moment.' });
    expect(Number(busy?.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  }, 180_000); // the flood's few admitted attempts each cost a production-cost hash
});
