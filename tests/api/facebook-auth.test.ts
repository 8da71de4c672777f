// Social login with Facebook: the OAuth code flow with state and PKCE against a local
// fake provider that checks what Facebook checks. Connect, sign in, disconnect; a callback this
// browser did not start, a replayed one, a wrong verifier, or a Facebook user no account is
// connected to never signs anyone in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hit, RATE_RULES } from '../../src/server/auth/rate-limit.ts';
import { customers } from '../../src/server/db/schema.ts';
import { createCustomer } from '../factories/customers.ts';
import { type FakeFacebook, startFakeFacebook } from '../fakes/facebook-provider.ts';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from './harness.ts';

const APP = { appId: '1234567890', appSecret: 'fake-app-secret' };
const FLOW_COOKIE = 'gangway_facebook_flow';
let fake: FakeFacebook;
let t: TestContext;

beforeAll(async () => {
  fake = await startFakeFacebook({
    ...APP,
    users: [
      { id: '10001', name: 'Ada Lovelace', email: 'ada@example.com' },
      { id: '10002', name: 'Grace Hopper', email: 'grace@example.com' },
      { id: '10003', name: 'Alan Turing', email: 'alan@example.com' },
    ],
  });
  t = await createTestContext({
    config: { facebook: { ...APP, authOrigin: fake.origin, graphOrigin: fake.origin } },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const api = (path: string) => `${TEST_ORIGIN}/api/v2${path}`;

/** Starts the flow, and answers the fake dialog's links: name -> callback URL (and Cancel). */
async function startFlow(client: TestClient, purpose: 'login' | 'connect') {
  const start = await client.request('GET', '', { url: api(`/customer/auth/facebook.json?${purpose}=true`) });
  expect(start.status).toBe(302);
  const dialog = new URL(start.headers.get('Location') ?? '');
  expect(dialog.origin).toBe(fake.origin);
  expect(dialog.searchParams.get('code_challenge_method')).toBe('S256');
  expect(dialog.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const page = await (await fetch(dialog)).text();
  const links = new Map(
    [...page.matchAll(/<a href="([^"]+)">(?:Continue as )?([^<]+)<\/a>/g)].map((m) => [
      m[2] ?? '',
      (m[1] ?? '').replaceAll('&amp;', '&').replaceAll('&#38;', '&'),
    ]),
  );
  return links;
}

const follow = (client: TestClient, url: string) => client.request('GET', '', { url });

describe('connect, sign in, disconnect', () => {
  it('connects the signed-in customer, who can then sign in with Facebook, and disconnect', async () => {
    const customer = await createCustomer(t.db);
    const phone = t.client();
    await phone.signInAs(customer.id);
    const connect = await follow(phone, (await startFlow(phone, 'connect')).get('Ada Lovelace') ?? '');
    expect([connect.status, connect.headers.get('Location')]).toEqual([302, '/profile?facebook=connected']);
    expect((await phone.get('/customer/me')).body.connectedToFacebook).toBe(true);

    const laptop = t.client();
    const login = await follow(laptop, (await startFlow(laptop, 'login')).get('Ada Lovelace') ?? '');
    expect([login.status, login.headers.get('Location')]).toEqual([302, '/']);
    expect((await laptop.get('/customer/me')).body.id).toBe(customer.id);

    const disconnect = await phone.post('/customer/auth/facebook/disconnect');
    expect([disconnect.status, disconnect.body.connectedToFacebook]).toEqual([200, false]);
    const again = t.client();
    const refused = await follow(again, (await startFlow(again, 'login')).get('Ada Lovelace') ?? '');
    expect(refused.headers.get('Location')).toBe('/login?facebook=not_connected');
    expect((await again.get('/customer/me')).status).toBe(401);
  });

  it('never signs in an account by its e-mail alone: it says no account is connected', async () => {
    await createCustomer(t.db, { email: 'grace@example.com' });
    const client = t.client();
    const res = await follow(client, (await startFlow(client, 'login')).get('Grace Hopper') ?? '');
    expect(res.headers.get('Location')).toBe('/login?facebook=not_connected');
    expect((await client.get('/customer/me')).status).toBe(401);
  });

  it('a Facebook user already connected to another account cannot be connected again', async () => {
    const owner = await createCustomer(t.db, { facebookUid: '10002' });
    const other = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(other.id);
    const res = await follow(client, (await startFlow(client, 'connect')).get('Grace Hopper') ?? '');
    expect(res.headers.get('Location')).toBe('/profile?facebook=failed');
    const rows = await t.db.select().from(customers).where(eq(customers.facebookUid, '10002'));
    expect(rows.map((row) => row.id)).toEqual([owner.id]);
  });

  it('a connect finishes only for the customer who started it', async () => {
    const starter = await createCustomer(t.db);
    const next = await createCustomer(t.db);
    const client = t.client();
    await client.signInAs(starter.id);
    const callback = (await startFlow(client, 'connect')).get('Alan Turing') ?? '';
    await client.signInAs(next.id); // someone else signs in on this browser before the callback
    expect((await follow(client, callback)).headers.get('Location')).toBe('/profile?facebook=failed');
    expect(await t.db.select().from(customers).where(eq(customers.facebookUid, '10003'))).toEqual([]);
  });

  it('a sign-in with Facebook counts against the sign-in limit of its address', async () => {
    const [holder] = await t.db.select().from(customers).where(eq(customers.facebookUid, '10002'));
    if (!holder) await createCustomer(t.db, { facebookUid: '10002' });
    const client = t.client();
    for (let i = 0; i < RATE_RULES.signInPerIp.limit; i += 1)
      await hit(t.db, RATE_RULES.signInPerIp, [client.ip], t.clock.now());
    const res = await follow(client, (await startFlow(client, 'login')).get('Grace Hopper') ?? '');
    expect(res.headers.get('Location')).toBe('/login?facebook=failed');
    expect(client.cookies.has('gangway_session')).toBe(false);
  });
});

describe('the state and PKCE checks', () => {
  async function connectedCustomer(uid: string) {
    return createCustomer(t.db, { facebookUid: uid });
  }

  it('a callback this browser did not start (no flow cookie) signs no one in', async () => {
    await connectedCustomer('10001').catch(() => undefined);
    const starter = t.client();
    const callback = (await startFlow(starter, 'login')).get('Ada Lovelace') ?? '';
    const victim = t.client();
    const res = await follow(victim, callback);
    expect(res.headers.get('Location')).toBe('/login?facebook=failed');
    expect(victim.cookies.has('gangway_session')).toBe(false);
  });

  it('a changed state, a replayed callback and a cancelled dialog fail', async () => {
    const client = t.client();
    const callback = new URL((await startFlow(client, 'login')).get('Ada Lovelace') ?? '');
    callback.searchParams.set('state', 'x'.repeat(43));
    expect((await follow(client, callback.toString())).headers.get('Location')).toBe('/login?facebook=failed');

    const replay = t.client();
    const good = (await startFlow(replay, 'login')).get('Ada Lovelace') ?? '';
    await follow(replay, good);
    await replay.request('DELETE', '/customer/sessions');
    expect((await follow(replay, good)).headers.get('Location')).toBe('/login?facebook=failed');

    const cancelled = t.client();
    const cancel = (await startFlow(cancelled, 'login')).get('Cancel') ?? '';
    expect((await follow(cancelled, cancel)).headers.get('Location')).toBe('/login?facebook=failed');
  });

  it('a state and a copy of its flow cookie sent again sign no one in the second time', async () => {
    await connectedCustomer('10001').catch(() => undefined);
    const [grace] = await t.db.select().from(customers).where(eq(customers.facebookUid, '10002'));
    if (!grace) await connectedCustomer('10002');
    const first = t.client();
    // The dialog's links all carry the one state, each with its own code.
    const links = await startFlow(first, 'login');
    const flowCookie = first.cookies.get(FLOW_COOKIE) ?? '';
    expect((await follow(first, links.get('Ada Lovelace') ?? '')).headers.get('Location')).toBe('/');
    const replay = t.client();
    replay.cookies.set(FLOW_COOKIE, flowCookie);
    const res = await follow(replay, links.get('Grace Hopper') ?? '');
    expect(res.headers.get('Location')).toBe('/login?facebook=failed');
    expect(replay.cookies.has('gangway_session')).toBe(false);
  });

  it('a state is good for ten minutes after the flow started', async () => {
    await connectedCustomer('10001').catch(() => undefined);
    const started = t.clock.now();
    const at = (minutes: number) => t.clock.set(new Date(started.getTime() + minutes * 60_000).toISOString());
    try {
      const prompt = t.client();
      const soon = (await startFlow(prompt, 'login')).get('Ada Lovelace') ?? '';
      at(9);
      expect((await follow(prompt, soon)).headers.get('Location')).toBe('/');

      at(0);
      const slow = t.client();
      const late = (await startFlow(slow, 'login')).get('Ada Lovelace') ?? '';
      at(11);
      expect((await follow(slow, late)).headers.get('Location')).toBe('/login?facebook=failed');
      expect(slow.cookies.has('gangway_session')).toBe(false);
    } finally {
      t.clock.set(started.toISOString());
    }
  });

  it('a wrong PKCE verifier is refused by the provider, and no one is signed in', async () => {
    const client = t.client();
    const callback = (await startFlow(client, 'login')).get('Ada Lovelace') ?? '';
    const [purpose, state] = (client.cookies.get(FLOW_COOKIE) ?? '').split('.');
    client.cookies.set(FLOW_COOKIE, `${purpose}.${state}.${'A'.repeat(43)}`);
    const res = await follow(client, callback);
    expect(res.headers.get('Location')).toBe('/login?facebook=failed');
    expect(client.cookies.has('gangway_session')).toBe(false);
  });
});

describe('not configured', () => {
  it('answers 404 on every path', async () => {
    const bare = await createTestContext();
    try {
      const client = bare.client();
      expect((await client.request('GET', '', { url: api('/customer/auth/facebook.json?login=true') })).status).toBe(
        404,
      );
      expect(
        (
          await client.request('GET', '', {
            url: api('/customer/auth/facebook/callback.json?login=true&code=x&state=y'),
          })
        ).status,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
