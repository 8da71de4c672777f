// Passkeys through the real app, answered by a software authenticator (real P-256 signatures):
// adding one, signing in with it, deleting the account with it, and every way an answer must be refused.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../src/server/auth/known-devices.ts';
import { hit, RATE_RULES } from '../../src/server/auth/rate-limit.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { customers, passkeyChallenges, passkeys, sessions } from '../../src/server/db/schema.ts';
import { encodedUserHandleOf } from '../../src/server/passkeys/user-handle.ts';
import { RECENT_SIGN_IN_MS } from '../../src/server/routes/passkeys.ts';
import { accountDeletionMessages } from '../../src/shared/contract/account.ts';
import { apiPath } from '../../src/shared/contract/api.ts';
import { passkeyMessages } from '../../src/shared/contract/passkeys.ts';
import { createCustomer, KNOWN_PASSWORD } from '../factories/customers.ts';
import { type SoftAuthenticator, softAuthenticator } from '../factories/passkeys.ts';
import { createTestContext, TEST_NOW, TEST_ORIGIN, type TestClient, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
afterEach(() => t.clock.set(TEST_NOW));

const at = (offsetMs: number) => new Date(new Date(TEST_NOW).getTime() + offsetMs).toISOString();
const hostUrl = (origin: string, resource: string) => ({ url: `${origin}${apiPath(resource)}` });

/** A signed-in customer with a passkey added on `origin` through the API. */
async function customerWithPasskey(origin = TEST_ORIGIN) {
  const customer = await createCustomer(t.db);
  const client = t.client();
  await client.signInAs(customer.id);
  const authenticator = softAuthenticator({ userHandle: encodedUserHandleOf(customer.id) });
  const added = await addPasskey(client, authenticator, origin);
  expect(added.status).toBe(201);
  return { customer, client, authenticator, passkeyId: added.body.id as number };
}

async function registrationChallenge(client: TestClient, origin = TEST_ORIGIN) {
  const res = await client.post(
    '/customer/passkeys/registration_options',
    {},
    hostUrl(origin, '/customer/passkeys/registration_options'),
  );
  expect(res.status).toBe(200);
  return res.body.options;
}

async function addPasskey(client: TestClient, authenticator: SoftAuthenticator, origin = TEST_ORIGIN) {
  const options = await registrationChallenge(client, origin);
  const credential = authenticator.attest({ challenge: options.challenge, origin, rpId: options.rp.id });
  return client.post('/customer/passkeys', { name: 'My phone', credential }, hostUrl(origin, '/customer/passkeys'));
}

async function signInChallenge(client: TestClient, origin = TEST_ORIGIN) {
  const res = await client.post(
    '/customer/sessions/passkey_options',
    {},
    hostUrl(origin, '/customer/sessions/passkey_options'),
  );
  expect(res.status).toBe(200);
  return res.body.options as { challenge: string; rpId: string };
}

function sendSignIn(
  client: TestClient,
  credential: unknown,
  origin = TEST_ORIGIN,
  extra: Record<string, unknown> = {},
) {
  return client.post(
    '/customer/sessions/passkey',
    { credential, ...extra },
    hostUrl(origin, '/customer/sessions/passkey'),
  );
}

/** Signs in on a fresh browser; `tamper` changes what the authenticator is asked to sign. */
async function signInWith(
  authenticator: SoftAuthenticator,
  tamper: { origin?: string; rpId?: string } = {},
  origin = TEST_ORIGIN,
) {
  const client = t.client();
  const options = await signInChallenge(client, origin);
  const credential = authenticator.assert({
    challenge: options.challenge,
    origin: tamper.origin ?? origin,
    rpId: tamper.rpId ?? options.rpId,
  });
  return { client, credential, res: await sendSignIn(client, credential, origin) };
}

const storedPasskey = async (id: number) => (await t.db.select().from(passkeys).where(eq(passkeys.id, id)))[0];

describe('adding a passkey', () => {
  it('offers options for this host and stores the verified passkey, listed with its dates', async () => {
    const customer = await createCustomer(t.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const client = t.client();
    await client.signInAs(customer.id);
    const options = await registrationChallenge(client);
    expect(options.rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(options.user).toMatchObject({ name: customer.email, displayName: 'Ada Lovelace' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const authenticator = softAuthenticator();
    const credential = authenticator.attest({ challenge: options.challenge, origin: TEST_ORIGIN, rpId: 'localhost' });
    const res = await client.post('/customer/passkeys', { name: 'Chrome on Android', credential });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Chrome on Android',
      createdAt: TEST_NOW,
      lastUsedAt: null,
    });
    const list = await client.get('/customer/passkeys');
    expect(list.body.passkeys).toEqual([res.body]);
    const again = await registrationChallenge(client);
    expect(again.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
  });

  it('refuses a replayed answer: its challenge was spent', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    const options = await registrationChallenge(client);
    const credential = softAuthenticator().attest({
      challenge: options.challenge,
      origin: TEST_ORIGIN,
      rpId: 'localhost',
    });
    expect((await client.post('/customer/passkeys', { name: 'Phone', credential })).status).toBe(201);
    const replay = await client.post('/customer/passkeys', { name: 'Phone', credential });
    expect(replay.status).toBe(422);
    expect(replay.body.errors.credential).toEqual([passkeyMessages.expired]);
  });

  it('refuses an answer after five minutes', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    const options = await registrationChallenge(client);
    const credential = softAuthenticator().attest({
      challenge: options.challenge,
      origin: TEST_ORIGIN,
      rpId: 'localhost',
    });
    t.clock.set(at(5 * 60_000 + 1000));
    const res = await client.post('/customer/passkeys', { name: 'Phone', credential });
    expect(res.status).toBe(422);
    expect(res.body.errors.credential).toEqual([passkeyMessages.expired]);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.customerId, customer.id))).toEqual([]);
  });

  it('refuses an answer made for another origin or RP ID, and spends the challenge anyway', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    for (const tamper of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const options = await registrationChallenge(client);
      const credential = softAuthenticator().attest({
        challenge: options.challenge,
        origin: tamper.origin ?? TEST_ORIGIN,
        rpId: tamper.rpId ?? 'localhost',
      });
      const res = await client.post('/customer/passkeys', { name: 'Phone', credential });
      expect(res.status).toBe(422);
      expect(res.body.errors.credential).toEqual([passkeyMessages.notVerified]);
      const fixed = softAuthenticator().attest({
        challenge: options.challenge,
        origin: TEST_ORIGIN,
        rpId: 'localhost',
      });
      expect((await client.post('/customer/passkeys', { name: 'Phone', credential: fixed })).status).toBe(422);
    }
    expect(await t.db.select().from(passkeys).where(eq(passkeys.customerId, customer.id))).toEqual([]);
  });

  it("refuses another customer's challenge and a credential another account holds", async () => {
    const { client: owner, authenticator } = await customerWithPasskey();
    const other = await createCustomer(t.db);
    const otherClient = t.client();
    await otherClient.signInAs(other.id);
    const ownersOptions = await registrationChallenge(owner);
    const stolen = softAuthenticator().attest({
      challenge: ownersOptions.challenge,
      origin: TEST_ORIGIN,
      rpId: 'localhost',
    });
    expect(
      (await otherClient.post('/customer/passkeys', { name: 'Phone', credential: stolen })).body.errors.credential,
    ).toEqual([passkeyMessages.expired]);
    const options = await registrationChallenge(otherClient);
    const same = authenticator.attest({ challenge: options.challenge, origin: TEST_ORIGIN, rpId: 'localhost' });
    const res = await otherClient.post('/customer/passkeys', { name: 'Phone', credential: same });
    expect(res.status).toBe(422);
    expect(res.body.errors.credential).toEqual([passkeyMessages.alreadyAdded]);
  });

  it('asks for the password again when the session is older than ten minutes', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    t.clock.set(at(RECENT_SIGN_IN_MS + 1000));
    const path = '/customer/passkeys/registration_options';
    const asked = await client.post(path, {});
    expect(asked.status).toBe(422);
    expect(asked.body.errors.password).toEqual([passkeyMessages.passwordRequired]);
    const wrong = await client.post(path, { password: 'not-the-password' });
    expect(wrong.body.errors.password).toEqual([passkeyMessages.passwordWrong]);
    const right = await client.post(path, { password: KNOWN_PASSWORD });
    expect(right.status).toBe(200);
    expect(right.body.options.challenge).toEqual(expect.any(String));
  });

  it('counts wrong passwords with password changes: 429 with Retry-After past the limit', async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(customer.id);
    t.clock.set(at(RECENT_SIGN_IN_MS + 1000));
    for (let i = 0; i < RATE_RULES.changePasswordPerCustomer.limit; i++)
      await hit(t.db, RATE_RULES.changePasswordPerCustomer, [String(customer.id)], t.clock.now());
    const res = await client.post('/customer/passkeys/registration_options', { password: KNOWN_PASSWORD });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it("is refused on a shared device's session", async () => {
    const customer = await createCustomer(t.db);
    const client = t.client();
    const signedIn = await client.post('/customer/sessions', {
      customer: { email: customer.email, password: KNOWN_PASSWORD, sharedDevice: true },
    });
    expect(signedIn.status).toBe(201);
    const res = await client.post('/customer/passkeys/registration_options', {});
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(passkeyMessages.sharedDevice);
  });
});

describe('signing in with a passkey', () => {
  it('starts a session as a password does, remembered when asked, and records the use', async () => {
    const { customer, authenticator, passkeyId } = await customerWithPasskey();
    const client = t.client();
    const options = await signInChallenge(client);
    expect(options.rpId).toBe('localhost');
    t.clock.set(at(60_000));
    const credential = authenticator.assert({ challenge: options.challenge, origin: TEST_ORIGIN, rpId: 'localhost' });
    const res = await sendSignIn(client, credential, TEST_ORIGIN, { rememberMe: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: customer.id, email: customer.email });
    expect(client.lastSetCookie(SESSION_COOKIE)).toMatch(/Max-Age=2592000/);
    expect((await client.get('/customer/me')).body.id).toBe(customer.id);
    const stored = await storedPasskey(passkeyId);
    expect(stored?.signCount).toBe(1);
    expect(stored?.lastUsedAt?.toISOString()).toBe(at(60_000));
    expect((await client.get('/customer/passkeys')).body.passkeys[0].lastUsedAt).toBe(at(60_000));
  });

  it("starts a shared device's session when the box is ticked", async () => {
    const { customer, authenticator } = await customerWithPasskey();
    const client = t.client();
    const options = await signInChallenge(client);
    const credential = authenticator.assert({ challenge: options.challenge, origin: TEST_ORIGIN, rpId: 'localhost' });
    const res = await sendSignIn(client, credential, TEST_ORIGIN, { rememberMe: true, sharedDevice: true });
    expect(res.status).toBe(201);
    expect(client.lastSetCookie(SESSION_COOKIE)).not.toMatch(/Max-Age/i);
    const rows = await t.db.select().from(sessions).where(eq(sessions.customerId, customer.id));
    expect(rows.some((session) => session.sharedDevice && !session.rememberMe && session.passkey)).toBe(true);
    expect(client.lastSetCookie(DEVICE_COOKIE)).toBeUndefined();
  });

  it('skips the forced password screens for that session only', async () => {
    const { customer, authenticator } = await customerWithPasskey();
    await t.db
      .update(customers)
      .set({ passwordResetRequired: true, isNewAccount: true })
      .where(eq(customers.id, customer.id));
    const { client, res } = await signInWith(authenticator);
    expect(res.body).toMatchObject({ passwordResetRequired: false, isNewAccount: false });
    expect((await client.get('/customer/me')).body).toMatchObject({
      passwordResetRequired: false,
      isNewAccount: false,
    });
    const withPassword = t.client();
    await withPassword.post('/customer/sessions', { customer: { email: customer.email, password: KNOWN_PASSWORD } });
    expect((await withPassword.get('/customer/me')).body).toMatchObject({
      passwordResetRequired: true,
      isNewAccount: true,
    });
  });

  it('refuses a replayed assertion: its challenge was spent', async () => {
    const { authenticator } = await customerWithPasskey();
    const { client, credential, res } = await signInWith(authenticator);
    expect(res.status).toBe(201);
    const replay = await sendSignIn(t.client(), credential);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(passkeyMessages.signInFailed);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
  });

  it('refuses an assertion after five minutes, and leaves no challenge behind', async () => {
    const { authenticator } = await customerWithPasskey();
    const client = t.client();
    const options = await signInChallenge(client);
    t.clock.set(at(5 * 60_000 + 1000));
    const credential = authenticator.assert({ challenge: options.challenge, origin: TEST_ORIGIN, rpId: 'localhost' });
    const res = await sendSignIn(client, credential);
    expect(res.status).toBe(401);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    await signInChallenge(t.client()); // a new challenge prunes the expired ones
    const left = await t.db.select().from(passkeyChallenges);
    expect(left.every((row) => row.expiresAt.getTime() > t.clock.now().getTime())).toBe(true);
  });

  it('refuses an assertion made for another origin, and one for another RP ID', async () => {
    const { authenticator, passkeyId } = await customerWithPasskey();
    expect((await signInWith(authenticator, { origin: 'https://evil.example' })).res.status).toBe(401);
    expect((await signInWith(authenticator, { origin: 'http://localhost:9999' })).res.status).toBe(401);
    expect((await signInWith(authenticator, { rpId: 'evil.example' })).res.status).toBe(401);
    expect((await storedPasskey(passkeyId))?.lastUsedAt).toBeNull();
  });

  it('refuses a signature counter that went back (a cloned authenticator)', async () => {
    const { authenticator, passkeyId } = await customerWithPasskey();
    authenticator.setCounter(4);
    expect((await signInWith(authenticator)).res.status).toBe(201);
    authenticator.setCounter(2);
    const cloned = await signInWith(authenticator);
    expect(cloned.res.status).toBe(401);
    expect(cloned.client.cookies.has(SESSION_COOKIE)).toBe(false);
    authenticator.setCounter(4); // the same counter again
    expect((await signInWith(authenticator)).res.status).toBe(401);
    expect((await storedPasskey(passkeyId))?.signCount).toBe(5);
    expect((await signInWith(authenticator)).res.status).toBe(201);
  });

  it("refuses an authenticator naming another account than the passkey's", async () => {
    const { authenticator } = await customerWithPasskey();
    const other = await createCustomer(t.db);
    const client = t.client();
    const options = await signInChallenge(client);
    const claimed = authenticator.assert({
      challenge: options.challenge,
      origin: TEST_ORIGIN,
      rpId: 'localhost',
      userHandle: encodedUserHandleOf(other.id),
    });
    expect((await sendSignIn(client, claimed)).status).toBe(401);
    expect((await signInWith(authenticator)).res.status).toBe(201);
  });

  it('refuses a key this server never registered', async () => {
    await customerWithPasskey();
    expect((await signInWith(softAuthenticator())).res.status).toBe(401);
  });

  it('refuses a removed passkey, and another customer cannot rename or remove one', async () => {
    const { client, authenticator, passkeyId } = await customerWithPasskey();
    const stranger = t.client();
    await stranger.signInAs((await createCustomer(t.db)).id);
    expect((await stranger.patch(`/customer/passkeys/${passkeyId}`, { name: 'Mine now' })).status).toBe(404);
    expect((await stranger.delete(`/customer/passkeys/${passkeyId}`)).status).toBe(404);
    expect((await storedPasskey(passkeyId))?.name).toBe('My phone');
    const renamed = await client.patch(`/customer/passkeys/${passkeyId}`, { name: '  Work laptop ' });
    expect(renamed.body.name).toBe('Work laptop');
    expect((await client.delete(`/customer/passkeys/${passkeyId}`)).status).toBe(200);
    expect((await client.get('/customer/passkeys')).body.passkeys).toEqual([]);
    const { res } = await signInWith(authenticator);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(passkeyMessages.signInFailed);
  });

  it('is a relying party per brand host: a passkey made on one host signs in there only', async () => {
    const cruise = 'http://cruise.localhost';
    const { authenticator } = await customerWithPasskey(cruise);
    const options = await signInChallenge(t.client(), cruise);
    expect(options.rpId).toBe('cruise.localhost');
    expect((await signInWith(authenticator, { rpId: 'cruise.localhost' }, 'http://tour.localhost')).res.status).toBe(
      401,
    );
    expect((await signInWith(authenticator, {}, cruise)).res.status).toBe(201);
  });

  it('counts against the sign-in limit per client address: 429 with Retry-After', async () => {
    const { authenticator } = await customerWithPasskey();
    const client = t.client();
    const options = await signInChallenge(client);
    for (let i = 0; i < RATE_RULES.signInPerIp.limit; i++)
      await hit(t.db, RATE_RULES.signInPerIp, [client.ip], t.clock.now());
    const credential = authenticator.assert({ challenge: options.challenge, origin: TEST_ORIGIN, rpId: 'localhost' });
    const res = await sendSignIn(client, credential);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('answers 401, never 500, for answers that are not WebAuthn at all', async () => {
    const client = t.client();
    const options = await signInChallenge(client);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: TEST_ORIGIN }),
    ).toString('base64url');
    for (const credential of [
      {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'bm90LWpzb24', authenticatorData: '', signature: '' },
      },
      {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' },
      },
    ]) {
      const res = await sendSignIn(client, credential);
      expect(res.status).toBe(401);
    }
    const malformed = await sendSignIn(client, { id: 'not base64url!', type: 'public-key' });
    expect(malformed.status).toBe(422);
  });
});

describe('passkeys and the account', () => {
  it('go with the account', async () => {
    const { customer, passkeyId } = await customerWithPasskey();
    await registrationChallenge((await customerWithPasskey()).client);
    await t.db.delete(sessions).where(eq(sessions.customerId, customer.id));
    await t.db.delete(customers).where(eq(customers.id, customer.id));
    expect(await storedPasskey(passkeyId)).toBeUndefined();
  });
});

describe('deleting the account with a passkey instead of the password', () => {
  const DELETION = '/customer/account/deletion';
  async function passkeyProof(client: TestClient, authenticator: SoftAuthenticator) {
    const options = await signInChallenge(client);
    return authenticator.assert({ challenge: options.challenge, origin: TEST_ORIGIN, rpId: options.rpId });
  }
  const stillThere = async (id: number) =>
    (await t.db.select().from(customers).where(eq(customers.id, id)))[0]?.deletedAt === null;

  it("deletes an account without bookings on its own passkey's assertion", async () => {
    const { customer, client, authenticator } = await customerWithPasskey();
    const passkey = await passkeyProof(client, authenticator);
    const res = await client.post(DELETION, { passkey, confirmation: 'DELETE' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await stillThere(customer.id)).toBe(false);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.customerId, customer.id))).toEqual([]);
  });

  it("refuses another account's passkey, a replayed assertion and no proof at all, deleting nothing", async () => {
    const owner = await customerWithPasskey();
    const asker = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(asker.id);
    const othersPasskey = await passkeyProof(client, owner.authenticator);
    const refused = await client.post(DELETION, { passkey: othersPasskey, confirmation: 'DELETE' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ errors: { password: [accountDeletionMessages.passkey] } });

    const own = await passkeyProof(owner.client, owner.authenticator);
    expect((await owner.client.post(DELETION, { passkey: own, confirmation: 'nope' })).status).toBe(422);
    // The same assertion, spent by a sign-in, cannot delete the account afterwards.
    expect((await sendSignIn(t.client(), own)).status).toBe(201);
    const replayed = await owner.client.post(DELETION, { passkey: own, confirmation: 'DELETE' });
    expect(replayed.status).toBe(422);
    expect(replayed.body).toEqual({ errors: { password: [accountDeletionMessages.passkey] } });

    const bare = await owner.client.post(DELETION, { confirmation: 'DELETE' });
    expect(bare.status).toBe(422);
    expect(bare.body).toEqual({ errors: { password: [accountDeletionMessages.passwordRequired] } });
    expect(await stillThere(asker.id)).toBe(true);
    expect(await stillThere(owner.customer.id)).toBe(true);
    expect((await owner.client.get('/customer/me')).status).toBe(200);
  });
});
