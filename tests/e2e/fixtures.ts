// What every browser spec shares. Import `test` and `expect` from here instead of @playwright/test.
// The helpers are fixtures (`test('…', async ({ page, signIn }) => …)`) and plain exports alike.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import {
  type APIRequestContext,
  test as base,
  type Browser,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
} from '@playwright/test';
import { E2E_PORT, OUTBOX_DIR } from './e2e-env.ts';

export { E2E_PORT, expect, OUTBOX_DIR };

export const DEMO_PASSWORD = 'gangway-demo';
/** The seeded demo customers (src/server/db/seed), all with DEMO_PASSWORD. */
export const DEMO = {
  lead: 'lead@example.com',
  friend: 'friend@example.com',
  newbie: 'newbie@example.com', // must set a new password first
  reset: 'reset@example.com', // must reset the password first
} as const;

export type BrandName = 'cruise' | 'tour';

/** Absolute URL on a brand's host: `*.localhost` reaches the same server, the host picks the brand. */
export function brandUrl(brand: BrandName, pathname: string): string {
  return `http://${brand}.localhost:${E2E_PORT}${pathname}`;
}

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
  sentAt: string;
};

/**
 * The newest e-mail to `to` in the server's outbox, waiting up to 5 s for one to arrive.
 * `since` ignores older mail, so a test finds the message its own action sent.
 */
export async function readLatestMail(to: string, options: { since?: Date; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  const wanted = to.toLowerCase();
  for (;;) {
    const mail = (await readOutbox())
      .filter((m) => m.to.toLowerCase() === wanted)
      .filter((m) => !options.since || Date.parse(m.sentAt) >= options.since.getTime())
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
    if (mail[0]) return mail[0];
    if (Date.now() > deadline) {
      const seen = [...new Set((await readOutbox()).map((m) => m.to))].join(', ') || 'none';
      throw new Error(`No e-mail to ${to} in ${OUTBOX_DIR} within the time limit (recipients seen: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function readOutbox(): Promise<OutboxMail[]> {
  const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
  const mail: OutboxMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    // A file being written right now may not parse yet; the next poll picks it up.
    try {
      mail.push(JSON.parse(await readFile(path.join(OUTBOX_DIR, name), 'utf8')) as OutboxMail);
    } catch {}
  }
  return mail;
}

/**
 * axe (WCAG 2 A/AA, 2.1 AA) on the page as it is now; fails on serious or critical violations.
 * A page without frames (every screen of the app) gets one axe.run in the page: the way that also
 * reaches frames runs each frame apart and joins the results in a new blank page, a second more
 * a call on this host.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const framed = page.frames().length > 1;
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!framed)
    .analyze();
  const violations = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Signs in through the login form (on the current page if it shows one, else on /login of the
 * baseURL) and waits until the app has left /login. To test a failing sign-in, fill the form in
 * the test instead: this helper expects success.
 */
export async function signInThroughForm(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Starts `page` signed in as `email` and waits until the app has left /login. A page already on a
 * login page (a redirect to follow, a brand's host) signs in through its form. Any other page gets
 * a session (withSession) and opens the dashboard: the form is covered by the tests whose subject
 * it is (auth.spec.ts), and each sign-in spared is a scrypt (most of a second on 2 cores) and a
 * boot of the login page.
 */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (page.url().includes('/login')) return signInThroughForm(page, email, password);
  await withSession(page, email, password);
  await page.goto('/');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * Gives the page's context the cookies of a session this worker signed in once through the API,
 * checked to be still valid (a test may have signed it out), without opening any page: the test's
 * next page.goto opens signed in. For a test that starts on a page of its own, this spares the
 * dashboard signIn would open first.
 */
export async function withSession(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  const key = `${email}\n${password}`;
  const pooled = pooledSessions.get(key);
  if (pooled) await page.context().addCookies(pooled);
  // page.request shares the context's cookies: this checks (or starts) the session the page will use.
  if (!pooled || !(await page.request.get('/api/v2/customer/me.json')).ok()) {
    const answer = await page.request.post('/api/v2/customer/sessions.json', {
      headers: { Origin: `http://localhost:${E2E_PORT}` },
      data: { customer: { email, password } },
    });
    expect(answer.status(), `sign-in of ${email}: ${await answer.text()}`).toBe(201);
    pooledSessions.set(key, await page.context().cookies());
  }
}

/** Per worker: the cookies of one session per demo sign-in, reused while the server accepts them. */
const pooledSessions = new Map<string, Cookie[]>();

/** A fresh account made through the API as the sign-up form makes one; `request` ends signed in as it. */
export async function registerThroughApi(
  request: APIRequestContext,
  customer: Record<string, unknown> & { email: string },
): Promise<void> {
  const headers = { Origin: `http://localhost:${E2E_PORT}` };
  const answer = await request.post('/api/v2/customer/registrations.json', { headers, data: { customer } });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** A new traveller's sign-up fields, with a fresh e-mail under `prefix` and DEMO_PASSWORD. */
export const freshTravellerFields = (prefix: string, firstName: string, lastName: string) => ({
  title: 'Mx',
  first_name: firstName,
  last_name: lastName,
  email: `${prefix}-${randomBytes(5).toString('hex')}@example.com`,
  age: 1990,
  nationality: 'British',
  country_code: '44',
  tel: '7700 900456',
  password: DEMO_PASSWORD,
});

type Helpers = {
  brandUrl: typeof brandUrl;
  readLatestMail: typeof readLatestMail;
  expectAccessible: typeof expectAccessible;
  signIn: typeof signIn;
  signInThroughForm: typeof signInThroughForm;
  withSession: typeof withSession;
};

/**
 * Waits, after a page arrives rendered by the server (a signed-in page's first online load) or
 * painted from the service worker's snapshot of it, until the app has hydrated it or rendered it
 * live: its buttons are painted before their code runs. A press on a server-rendered page then is
 * held and made once the app has taken over (web/prerender/early-taps.ts), and a snapshot is inert; a test
 * acts on the live page.
 */
export async function untilHydrated(page: Page): Promise<void> {
  if ((await page.locator('#root[data-server-rendered], #root[data-snapshot]').count()) === 0) return;
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', /./, { timeout: 20_000 });
}

const waitingContexts = new WeakSet<BrowserContext>();

/** Every page.goto of the context's pages waits for the page's hydration (untilHydrated). */
function gotoWaitsForHydration(context: BrowserContext): BrowserContext {
  if (waitingContexts.has(context)) return context;
  waitingContexts.add(context);
  const patch = (page: Page) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilHydrated(page);
      return response;
    };
  };
  for (const page of context.pages()) patch(page);
  context.on('page', patch);
  return context;
}

export const test = base.extend<Helpers, { browser: Browser }>({
  // Contexts a test opens itself too, unless their pages run no script.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        return options?.javaScriptEnabled === false ? context : gotoWaitsForHydration(context);
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => use(gotoWaitsForHydration(context)),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the fixtures argument to be destructured.
  brandUrl: async ({}, use) => use(brandUrl),
  // biome-ignore lint/correctness/noEmptyPattern: as above
  readLatestMail: async ({}, use) => use(readLatestMail),
  // biome-ignore lint/correctness/noEmptyPattern: as above
  expectAccessible: async ({}, use) => use(expectAccessible),
  // biome-ignore lint/correctness/noEmptyPattern: as above
  signIn: async ({}, use) => use(signIn),
  // biome-ignore lint/correctness/noEmptyPattern: as above
  signInThroughForm: async ({}, use) => use(signInThroughForm),
  // biome-ignore lint/correctness/noEmptyPattern: as above
  withSession: async ({}, use) => use(withSession),
});

/**
 * From now on the page's documents are fetched without the session cookie, so the server sends the
 * shell instead of a page rendered with its data (a signed-in page's first online load,
 * src/server/http/server-render.ts), and the page's data comes from the browser's own API calls,
 * which the calling test intercepts with page.route. The API calls still carry the cookie.
 */
export async function serveShellOnly(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Node's fetch: no cookie jar (the browser adds its cookies below any header a route sets).
      const answer = await fetch(route.request().url(), { headers: { Accept: 'text/html' } });
      // The body arrives decoded: its encoding and length no longer describe it.
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
      );
      await route.fulfill({
        status: answer.status,
        headers,
        body: Buffer.from(await answer.arrayBuffer()),
      });
    },
  );
}

/** Console errors and uncaught exceptions of the page from now on (hydration mismatches are both). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
