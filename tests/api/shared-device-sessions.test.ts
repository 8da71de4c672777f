// A shared device's session: signed in with "This is a shared device", it ends after 15 minutes
// without a request, requests and the keep-alive move that end forward, and other sessions keep
// their fixed expiry.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../src/server/auth/known-devices.ts';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { knownDevices, sessions } from '../../src/server/db/schema.ts';
import { SHARED_DEVICE_COOKIE } from '../../src/shared/contract/sessions.ts';
import { createCustomer, KNOWN_PASSWORD } from '../factories/customers.ts';
import { createTestContext, TEST_NOW, type TestClient, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const MINUTE = 60 * 1000;
const later = (ms: number) => new Date(new Date(TEST_NOW).getTime() + ms).toISOString();

async function signedIn(options: { sharedDevice?: boolean; rememberMe?: boolean }) {
  const customer = await createCustomer(t.db);
  const client = t.client();
  const res = await client.post('/customer/sessions', {
    customer: { email: customer.email, password: KNOWN_PASSWORD, ...options },
  });
  expect(res.status).toBe(201);
  return {
    client,
    knownDeviceRows: () => t.db.select().from(knownDevices).where(eq(knownDevices.customerId, customer.id)),
    sessionRow: async () => (await t.db.select().from(sessions).where(eq(sessions.customerId, customer.id)))[0],
  };
}

const meStatus = async (client: TestClient) => (await client.get('/customer/me')).status;

describe('a shared device session', () => {
  it('is a browser-session cookie, never remembered, with a readable marker beside it', async () => {
    const { client, sessionRow } = await signedIn({ sharedDevice: true, rememberMe: true });
    expect(client.lastSetCookie(SESSION_COOKIE)).not.toMatch(/Max-Age/i);
    const marker = client.lastSetCookie(SHARED_DEVICE_COOKIE) ?? '';
    expect(marker).toMatch(new RegExp(`^${SHARED_DEVICE_COOKIE}=1;`));
    expect(marker).not.toMatch(/HttpOnly|Max-Age/i);
    expect(await sessionRow()).toMatchObject({
      rememberMe: false,
      sharedDevice: true,
      expiresAt: new Date(later(15 * MINUTE)),
    });
  });

  it('is refused after 15 minutes without a request', async () => {
    const { client } = await signedIn({ sharedDevice: true });
    t.clock.set(later(14 * MINUTE));
    expect(await meStatus(client)).toBe(200); // and the end moves to 29 minutes
    t.clock.set(later(29 * MINUTE));
    expect(await meStatus(client)).toBe(401);
  });

  it('is refused at once when idle, even right after a cached read', async () => {
    const { client } = await signedIn({ sharedDevice: true });
    expect(await meStatus(client)).toBe(200);
    t.clock.set(later(15 * MINUTE));
    expect(await meStatus(client)).toBe(401);
  });

  it('stays signed in while requests keep coming', async () => {
    const { client } = await signedIn({ sharedDevice: true });
    for (let minute = 10; minute <= 60; minute += 10) {
      t.clock.set(later(minute * MINUTE));
      expect(await meStatus(client)).toBe(200);
    }
  });

  it('writes a renewal at most once a minute', async () => {
    const { client, sessionRow } = await signedIn({ sharedDevice: true });
    t.clock.set(later(30 * 1000));
    expect(await meStatus(client)).toBe(200);
    expect((await sessionRow())?.expiresAt.toISOString()).toBe(later(15 * MINUTE));
    t.clock.set(later(MINUTE));
    expect(await meStatus(client)).toBe(200);
    expect((await sessionRow())?.expiresAt.toISOString()).toBe(later(16 * MINUTE));
  });

  it('is kept alive by the keep-alive at once, and the keep-alive needs a session', async () => {
    const { client } = await signedIn({ sharedDevice: true });
    t.clock.set(later(14 * MINUTE + 30 * 1000));
    expect((await client.post('/customer/sessions/keep_alive')).status).toBe(200);
    t.clock.set(later(29 * MINUTE));
    expect(await meStatus(client)).toBe(200);
    expect((await t.client().post('/customer/sessions/keep_alive')).status).toBe(401);
  });

  it('leaves no known-device cookie: the next person at the device is a stranger to the account', async () => {
    const { client, knownDeviceRows } = await signedIn({ sharedDevice: true });
    expect(client.lastSetCookie(DEVICE_COOKIE)).toBeUndefined();
    expect(client.cookies.get(DEVICE_COOKIE)).toBeUndefined();
    expect(await knownDeviceRows()).toEqual([]);
  });

  it('clears its marker cookie at sign-out', async () => {
    const { client } = await signedIn({ sharedDevice: true });
    expect((await client.delete('/customer/sessions')).status).toBe(200);
    expect(client.lastSetCookie(SHARED_DEVICE_COOKIE)).toMatch(/Max-Age=0/);
    expect(await meStatus(client)).toBe(401);
  });
});

describe('a personal device session', () => {
  it('is unaffected by idle time and by the keep-alive, and sets no marker', async () => {
    const { client, knownDeviceRows } = await signedIn({});
    expect(client.lastSetCookie(SHARED_DEVICE_COOKIE)).toBeUndefined();
    expect(client.lastSetCookie(DEVICE_COOKIE)).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    expect(await knownDeviceRows()).toHaveLength(1);
    t.clock.set(later(3 * 60 * MINUTE));
    expect(await meStatus(client)).toBe(200);
    expect((await client.post('/customer/sessions/keep_alive')).status).toBe(200);
    t.clock.set(later(12 * 60 * MINUTE));
    expect(await meStatus(client)).toBe(401);
  });
});
