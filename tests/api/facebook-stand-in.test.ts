// The local stand-in for Facebook of development and the demo: the whole flow (connect on the
// Profile, sign in with it, disconnect) runs through the real routes with its dialog page, its codes
// are bound to the flow's PKCE challenge, and it links a browser nowhere but this server's callback.
// Production never has it (src/server/env.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_USERS } from '../../src/server/social-login/facebook-stand-in.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from './harness.ts';

let t: TestContext;
let off: TestContext;
beforeAll(async () => {
  t = await createTestContext({ config: { facebookStandIn: true } });
  off = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const [SAM] = STAND_IN_USERS;
const api = (path: string) => `${TEST_ORIGIN}/api/v2${path}`;
const go = (client: TestClient, pathOrUrl: string) =>
  client.request('GET', '', { url: new URL(pathOrUrl, TEST_ORIGIN).toString() });

/** Starts the flow and reads the stand-in's dialog page: its links by name. */
async function dialogLinks(client: TestClient, purpose: 'login' | 'connect') {
  const start = await go(client, api(`/customer/auth/facebook.json?${purpose}=true`));
  expect(start.status).toBe(302);
  const dialog = start.headers.get('Location') ?? '';
  expect(dialog.startsWith('/api/v2/customer/auth/facebook/stand_in.json?')).toBe(true);
  const page = await go(client, dialog);
  expect(page.status).toBe(200);
  const html = page.text;
  expect(html).toContain('local stand-in for Facebook');
  return new Map(
    [...html.matchAll(/<a href="([^"]+)">(?:Continue as )?([^<]+)<\/a>/g)].map((m) => [
      m[2] ?? '',
      (m[1] ?? '').replaceAll('&amp;', '&'),
    ]),
  );
}

describe('the Facebook stand-in', () => {
  it('connects on the Profile, signs in with it, and disconnects', async () => {
    const customer = await createCustomer(t.db);
    const phone = t.client();
    await phone.signInAs(customer.id);
    const links = await dialogLinks(phone, 'connect');
    expect([...links.keys()]).toEqual([...STAND_IN_USERS.map((user) => user.name), 'Cancel']);
    const connect = await go(phone, links.get(SAM.name) ?? '');
    expect([connect.status, connect.headers.get('Location')]).toEqual([302, '/profile?facebook=connected']);
    expect((await phone.get('/customer/me')).body.connectedToFacebook).toBe(true);

    const laptop = t.client();
    const login = await go(laptop, (await dialogLinks(laptop, 'login')).get(SAM.name) ?? '');
    expect([login.status, login.headers.get('Location')]).toEqual([302, '/']);
    expect((await laptop.get('/customer/me')).body.id).toBe(customer.id);

    expect((await phone.post('/customer/auth/facebook/disconnect')).body.connectedToFacebook).toBe(false);
    const again = t.client();
    const refused = await go(again, (await dialogLinks(again, 'login')).get(SAM.name) ?? '');
    expect(refused.headers.get('Location')).toBe('/login?facebook=not_connected');
    expect((await again.get('/customer/me')).status).toBe(401);
  });

  it("refuses a code issued to another browser's flow (PKCE), and Cancel fails the sign-in", async () => {
    const other = t.client();
    const stolen = new URL((await dialogLinks(other, 'login')).get(SAM.name) ?? '', TEST_ORIGIN);
    const client = t.client();
    const mine = new URL((await dialogLinks(client, 'login')).get(SAM.name) ?? '', TEST_ORIGIN);
    mine.searchParams.set('code', stolen.searchParams.get('code') ?? '');
    expect((await go(client, mine.toString())).headers.get('Location')).toBe('/login?facebook=failed');
    const cancel = await go(t.client(), (await dialogLinks(t.client(), 'login')).get('Cancel') ?? '');
    expect(cancel.headers.get('Location')).toBe('/login?facebook=failed');
  });

  it('links only to the callback on this server, whatever redirect it is given', async () => {
    const query = new URLSearchParams({ state: 's'.repeat(43), code_challenge: 'c'.repeat(43) });
    query.set('redirect_uri', '/elsewhere');
    expect((await go(t.client(), api(`/customer/auth/facebook/stand_in.json?${query}`))).status).toBe(404);
    query.set('redirect_uri', 'https://evil.example/api/v2/customer/auth/facebook/callback.json?login=true');
    const page = await go(t.client(), api(`/customer/auth/facebook/stand_in.json?${query}`));
    const targets = [...page.text.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1] ?? '');
    expect(targets).toHaveLength(STAND_IN_USERS.length + 1);
    for (const target of targets) expect(target.startsWith('/api/v2/customer/auth/facebook/callback.json?')).toBe(true);
  });

  it('is not there when not configured: no dialog page, no flow', async () => {
    const client = off.client();
    expect((await go(client, api('/customer/auth/facebook.json?login=true'))).status).toBe(404);
    const query = new URLSearchParams({
      redirect_uri: '/api/v2/customer/auth/facebook/callback.json?login=true',
      state: 's'.repeat(43),
      code_challenge: 'c'.repeat(43),
    });
    expect((await go(client, api(`/customer/auth/facebook/stand_in.json?${query}`))).status).toBe(404);
  });
});
