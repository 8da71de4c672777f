// The server's half of a signed-in page rendered with its data (src/server/http/server-render.ts):
// which requests it renders, that the render's API calls reach the app as the browser's own would
// (its cookie, its host), what the answer may be cached as, and that anything short of a page (no
// cookie, a render that finds none, a failing or missing bundle, too many at once) gets the shell.
// The render bundle here is a stand-in with the real one's surface; the real bundle is the browser
// suite's (tests/e2e/server-rendered-pages.spec.ts).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../src/server/db/schema.ts';
import { MAX_RENDERS_PER_SECOND } from '../../src/server/http/server-render.ts';
import { logger } from '../../src/server/log/logger.ts';
import { serverRenders } from '../../src/server/metrics/registry.ts';
import { addPassenger, createBooking } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { changePassengerFromCrm } from './crm-fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';

const INDEX = `<!doctype html><html lang="en"><head><meta name="theme-color" content="#000000"><title>Gangway</title>
<link rel="stylesheet" href="/assets/index-abc.css"></head><body><div id="root">shell</div></body></html>`;

const EARLY_TAPS = "document.body.dataset.tapped = 'held';";

// Renders "<name> on <path> in <zone>" from the API's answer; `hold` keeps a render open until the
// test lets it go, `fail` throws, `none` finds no page. A booking page also reads its booking, as
// the real bundle does, and finds no page when the booking is not the customer's.
const BUNDLE = `
export const stylesheetHref = () => '/assets/index-abc.css';
export const EARLY_TAPS_SCRIPT = ${JSON.stringify(EARLY_TAPS)};
const held = [];
globalThis.releaseRenders = () => { for (const release of held.splice(0)) release(); };
globalThis.rendersStarted = 0;
export async function renderSignedInPage({ address, fetchApi, template, css, timeZone }) {
  globalThis.rendersStarted += 1;
  if (address.includes('hold')) await new Promise((resolve) => held.push(resolve));
  if (address.includes('fail')) throw new Error('render failed');
  const answer = await fetchApi(new Request('http://gangway.invalid/api/v2/customer/me.json'));
  if (!answer.ok) return undefined;
  const me = await answer.json();
  if (address.includes('none')) return undefined;
  const [, section, bookingId] = address.split('/');
  if (section === 'bookings' && /^[0-9]+$/.test(bookingId)) {
    const booking = await fetchApi(new Request('http://gangway.invalid/api/v2/customer/bookings/' + bookingId + '.json'));
    if (!booking.ok) return undefined;
  }
  return template.replace('shell', me.first_name + ' on ' + address + ' in ' + timeZone + ' with ' + css);
}`;

const CRM_SECRET = 'crm_server_render_test';
let t: TestContext;
let webRoot: string;
const logged: string[] = [];
/** The render rate limit's time (ms), moved by the tests only. */
let timer = 0;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'gangway-ssr-'));
  await mkdir(path.join(webRoot, 'assets'));
  await mkdir(path.join(webRoot, 'ssr'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, 'assets', 'index-abc.css'), 'body{color:red}');
  await writeFile(path.join(webRoot, 'ssr', 'prerender-entry.js'), BUNDLE);
  t = await createTestContext({
    config: { webRoot, crmIntegrationSecret: CRM_SECRET },
    serverRenderTimer: () => timer,
  });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function signedIn() {
  return (await signedInWithBooking()).client;
}

/** A signed-in customer travelling on a booking of their own. */
async function signedInWithBooking() {
  const customer = await createCustomer(t.db, { firstName: 'Olivia', lastName: 'Bennett' });
  const booking = await createBooking(t.db, customer.id);
  const place = await addPassenger(t.db, booking.id, { customerId: customer.id });
  const client = t.client();
  await client.signInAs(customer.id);
  return { client, booking, place };
}

const page = (client: ReturnType<TestContext['client']>, url: string, headers: Record<string, string> = {}) =>
  client.request('GET', '', { url, headers: { Accept: 'text/html', ...headers } });

describe('a signed-in page rendered with its data', () => {
  // Each test starts a second later than the last: the rate limit's window is empty.
  beforeEach(() => {
    timer += 1_000;
  });

  it('renders the dashboard and a booking for the cookie, with the stylesheet inline, stored by no cache', async () => {
    const { client, booking } = await signedInWithBooking();
    for (const address of ['/', `/bookings/${booking.id}`, `/bookings/${booking.id}/`]) {
      const answer = await page(client, `http://cruise.localhost${address}`);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(`Olivia on ${address} in undefined with body{color:red}`);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('vary')).toMatch(/Cookie/);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      // Branded for the host like every page.
      expect(answer.text).toContain('<meta name="gangway-brand" content="cruise">');
    }
  });

  it('gets the shell for a booking once the operator has cancelled the traveller’s place on it', async () => {
    const lead = await createCustomer(t.db);
    const { client, booking, place } = await signedInWithBooking();
    await t.db.update(bookings).set({ customerId: lead.id }).where(eq(bookings.id, booking.id));
    expect((await page(client, `http://localhost/bookings/${booking.id}`)).text).toContain(`Olivia on /bookings/`);
    const cancel = await changePassengerFromCrm(
      t,
      CRM_SECRET,
      { bookingId: booking.id, passengerId: place.id },
      'passenger_cancelled',
    );
    expect(cancel.status).toBe(200);
    const after = await page(client, `http://localhost/bookings/${booking.id}`);
    expect(after.text).toContain('>shell<');
    expect(after.text).not.toContain('Olivia on');
  });

  it("allows the build's early-taps script on the rendered page only, by its hash", async () => {
    const client = await signedIn();
    const scriptSrc = (answer: { headers: Headers }) =>
      (answer.headers.get('Content-Security-Policy') ?? '')
        .split(';')
        .find((part) => part.trim().startsWith('script-src'));
    const hash = `'sha256-${createHash('sha256').update(EARLY_TAPS).digest('base64')}'`;
    expect(scriptSrc(await page(client, 'http://localhost/'))).toBe(` script-src 'self' https://js.stripe.com ${hash}`);
    // The shell, a page it does not render, and the API allow no inline script.
    expect(scriptSrc(await page(t.client(), 'http://localhost/'))).toBe(` script-src 'self' https://js.stripe.com`);
    expect(scriptSrc(await page(client, 'http://localhost/profile'))).toBe(` script-src 'self' https://js.stripe.com`);
    expect(scriptSrc(await client.get('/customer/me'))).not.toContain('sha256');
  });

  it("renders in the browser's time zone when it told it", async () => {
    const client = await signedIn();
    client.cookies.set('gangway_tz', 'Europe/Madrid');
    const answer = await page(client, 'http://localhost/');
    expect(answer.text).toContain('in Europe/Madrid');
  });

  it('gets the shell without a session cookie, with a dead one, or on a page it does not render', async () => {
    const visitor = t.client();
    expect((await page(visitor, 'http://localhost/')).text).toContain('>shell<');
    const ended = t.client();
    ended.cookies.set('gangway_session', 'not-a-session');
    const answer = await page(ended, 'http://localhost/');
    expect(answer.text).toContain('>shell<');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const client = await signedIn();
    for (const address of ['/profile', '/bookings/40003/payments', '/bookings/abc', '/bookings/none']) {
      expect((await page(client, `http://localhost${address}`)).text).toContain('>shell<');
    }
    // A HEAD asks for no body: nothing is rendered for it.
    const head = await client.request('HEAD', '', { url: 'http://localhost/', headers: { Accept: 'text/html' } });
    expect(head.headers.get('cache-control')).toBe('no-cache');
  });

  it('gets the shell when the render fails, and logs it without the query', async () => {
    const client = await signedIn();
    const before = logged.length;
    const errors = vi.spyOn(logger, 'error').mockImplementation(((line: string) => {
      logged.push(line);
    }) as typeof logger.error);
    try {
      const answer = await page(client, 'http://localhost/bookings/40001?fail=olivia@example.com');
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('>shell<');
    } finally {
      errors.mockRestore();
    }
    expect(logged.slice(before).join('\n')).toContain('RENDER /bookings/40001');
    expect(logged.slice(before).join('\n')).not.toContain('olivia@example.com');
  });

  it('renders one at a time and sends the shell to requests beyond the line', async () => {
    const client = await signedIn();
    const globals = globalThis as unknown as { releaseRenders: () => void; rendersStarted: number };
    const started = globals.rendersStarted;
    const answers = Array.from({ length: 6 }, (_, index) => page(client, `http://localhost/?hold=${index}`));
    // The first is rendering (held), three wait behind it, two are beyond the line: the shell at once.
    await expect.poll(() => globals.rendersStarted - started).toBe(1);
    globals.releaseRenders();
    await expect.poll(() => globals.rendersStarted - started).toBe(2);
    globals.releaseRenders();
    await expect.poll(() => globals.rendersStarted - started).toBe(3);
    globals.releaseRenders();
    await expect.poll(() => globals.rendersStarted - started).toBe(4);
    globals.releaseRenders();
    const texts = (await Promise.all(answers)).map((answer) => answer.text);
    expect(texts.filter((text) => text.includes('>shell<'))).toHaveLength(2);
    expect(texts.filter((text) => text.includes('Olivia on'))).toHaveLength(4);
  });

  it('begins at most MAX_RENDERS_PER_SECOND renders in any second; the rest get the shell', async () => {
    const client = await signedIn();
    const rendered = async () => (await page(client, 'http://localhost/')).text.includes('Olivia on');
    const first: boolean[] = [];
    for (let index = 0; index < MAX_RENDERS_PER_SECOND + 3; index += 1) first.push(await rendered());
    expect(first.filter(Boolean)).toHaveLength(MAX_RENDERS_PER_SECOND);
    expect(first.slice(MAX_RENDERS_PER_SECOND)).toEqual([false, false, false]);
    // Still within the second: still the shell. A second after the first render: rendered again.
    timer += 999;
    expect(await rendered()).toBe(false);
    timer += 1;
    expect(await rendered()).toBe(true);
  });

  it('counts in the metrics each render, and each shell sent in its place by why', async () => {
    const client = await signedIn();
    const counts = async () =>
      Object.fromEntries((await serverRenders.get()).values.map((v) => [String(v.labels.outcome), v.value]));
    const before = await counts();
    await page(client, 'http://localhost/');
    await page(client, 'http://localhost/?none=1');
    const original = console.error;
    console.error = () => {};
    try {
      await page(client, 'http://localhost/?fail=1');
    } finally {
      console.error = original;
    }
    await page(t.client(), 'http://localhost/'); // signed out: the shell by design, not a fallback
    for (let index = 3; index < MAX_RENDERS_PER_SECOND + 2; index += 1) await page(client, 'http://localhost/');
    const after = await counts();
    const added = (outcome: string) => (after[outcome] ?? 0) - (before[outcome] ?? 0);
    expect({
      rendered: added('rendered'),
      no_page: added('no_page'),
      failed: added('failed'),
      busy: added('busy'),
    }).toEqual({ rendered: MAX_RENDERS_PER_SECOND - 2, no_page: 1, failed: 1, busy: 2 });
  });

  it('never serves the render bundle as a file', async () => {
    const answer = await t.client().request('GET', '', { url: 'http://localhost/ssr/prerender-entry.js' });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('renderSignedInPage');
  });
});
