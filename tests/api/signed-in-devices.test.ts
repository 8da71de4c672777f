// "Where you're signed in": every live session of the account with its device, and ending them.
// Kept reads are held for a minute here (readCacheTtlMs), so on the embedded database an ending
// the read cache missed would still let the ended session in.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/session-cookie.ts';
import { pushSubscriptions, sessions } from '../../src/server/db/schema.ts';
import { createCustomer, KNOWN_PASSWORD } from '../factories/customers.ts';
import { createTestContext, TEST_NOW, type TestClient, type TestContext } from './harness.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ readCacheTtlMs: 60_000 });
});
afterAll(() => t.close());

async function signedIn(email: string, userAgent: string, sharedDevice = false): Promise<TestClient> {
  const client = t.client();
  const res = await client.post(
    '/customer/sessions',
    { customer: { email, password: KNOWN_PASSWORD, sharedDevice } },
    { headers: { 'User-Agent': userAgent } },
  );
  expect(res.status).toBe(201);
  return client;
}

async function threeDevices() {
  const customer = await createCustomer(t.db);
  const phone = await signedIn(customer.email, PHONE);
  const laptop = await signedIn(customer.email, LAPTOP);
  const tablet = await signedIn(customer.email, TABLET, true);
  return { customer, phone, laptop, tablet };
}

const listed = async (client: TestClient) => {
  const res = await client.get('/customer/sessions');
  expect(res.status).toBe(200);
  return res.body.sessions as {
    id: number;
    browser: string;
    platform: string;
    current: boolean;
    lastActiveAt: string;
  }[];
};

describe('GET /customer/sessions', () => {
  it('lists every live session of the account with its device, shared mark and times, the current one first', async () => {
    const { phone } = await threeDevices();
    const stranger = await createCustomer(t.db);
    await signedIn(stranger.email, PHONE);
    const devices = await listed(phone);
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({ browser: 'Chrome', platform: 'Android', sharedDevice: false, current: true });
    expect(devices.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Firefox', platform: 'Windows', sharedDevice: false, current: false }),
        expect.objectContaining({ browser: 'Safari', platform: 'iOS', sharedDevice: true, current: false }),
      ]),
    );
    for (const device of devices) expect(device).toMatchObject({ createdAt: TEST_NOW, lastActiveAt: TEST_NOW });
    // Nothing that could stand in for the cookie.
    const rows = await t.db.select().from(sessions);
    const text = JSON.stringify(devices);
    for (const row of rows) expect(text).not.toContain(row.tokenHash);
  });

  it('leaves out ended and expired sessions', async () => {
    const { customer, phone, laptop } = await threeDevices();
    await laptop.delete('/customer/sessions');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(TEST_NOW) })
      .where(eq(sessions.sharedDevice, true));
    const devices = await listed(phone);
    expect(devices.map((device) => device.browser)).toEqual(['Chrome']);
    expect((await t.db.select().from(sessions).where(eq(sessions.customerId, customer.id))).length).toBe(2);
  });

  it('is for signed-in customers only', async () => {
    expect((await t.client().get('/customer/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('"Sign out" on another device ends that session at once, and its reminders with it', async () => {
    const { customer, phone, laptop } = await threeDevices();
    expect((await laptop.get('/customer/me')).status).toBe(200); // its session is now a kept read
    const [laptopRow] = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.customerId, customer.id), eq(sessions.browser, 'Firefox')));
    await t.db.insert(pushSubscriptions).values({
      customerId: customer.id,
      sessionTokenHash: laptopRow?.tokenHash,
      endpoint: `https://fcm.googleapis.com/fcm/send/${customer.id}`,
      p256dh: 'key',
      auth: 'auth',
    });
    const laptopId = (await listed(phone)).find((device) => device.browser === 'Firefox')?.id;
    expect((await phone.delete(`/customer/sessions/${laptopId}`)).status).toBe(200);
    expect((await laptop.get('/customer/me')).status).toBe(401);
    expect((await phone.get('/customer/me')).status).toBe(200);
    expect((await listed(phone)).map((device) => device.browser).sort()).toEqual(['Chrome', 'Safari']);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, customer.id))).toEqual(
      [],
    );
  });

  it("another customer's session answers 404 and goes on working", async () => {
    const { laptop } = await threeDevices();
    const other = await threeDevices();
    const theirs = (await listed(other.phone))[0]?.id;
    expect((await laptop.delete(`/customer/sessions/${theirs}`)).status).toBe(404);
    expect((await laptop.delete('/customer/sessions/2147483647')).status).toBe(404);
    expect((await other.phone.get('/customer/me')).status).toBe(200);
  });

  it('"Sign out everywhere else" ends every other session and keeps this one', async () => {
    const { phone, laptop, tablet } = await threeDevices();
    await laptop.get('/customer/me');
    await tablet.get('/customer/me');
    expect((await phone.delete('/customer/other_sessions')).status).toBe(200);
    expect((await laptop.get('/customer/me')).status).toBe(401);
    expect((await tablet.get('/customer/me')).status).toBe(401);
    expect((await listed(phone)).map((device) => device.current)).toEqual([true]);
  });

  it('ending the current session by its id signs this device out', async () => {
    const { phone } = await threeDevices();
    const mine = (await listed(phone))[0]?.id;
    expect((await phone.delete(`/customer/sessions/${mine}`)).status).toBe(200);
    expect(phone.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(phone.lastSetCookie(SESSION_COOKIE)).toMatch(/Max-Age=0/i);
  });
});

describe('last active', () => {
  it('moves with requests, at most once a minute', async () => {
    const { phone } = await threeDevices();
    const lastActive = async () => (await listed(phone))[0]?.lastActiveAt;
    try {
      t.clock.set('2026-03-10T09:00:30.000Z');
      expect(await lastActive()).toBe(TEST_NOW);
      t.clock.set('2026-03-10T09:01:00.000Z');
      await phone.get('/customer/me');
      expect(await lastActive()).toBe('2026-03-10T09:01:00.000Z');
      t.clock.set('2026-03-10T09:01:59.000Z');
      await phone.get('/customer/me');
      expect(await lastActive()).toBe('2026-03-10T09:01:00.000Z');
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
