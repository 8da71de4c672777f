// A lazy chunk that fails to load (after a deploy, the previous build's files are gone) is
// recovered by one reload, and only one: a chunk that is really missing shows the page's error view
// instead of a reload loop. The service worker is blocked here so the browser asks the server for
// every chunk and a Playwright route can take one away.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { E2E_WEB_ROOT } from './e2e-env.ts';
import { DEMO, DEMO_PASSWORD, expect, registerThroughApi, signIn, test, untilHydrated } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });
test.use({ serviceWorkers: 'block' });

const builtFiles = readdirSync(path.resolve(import.meta.dirname, '..', '..', E2E_WEB_ROOT, 'assets'));
/** The built file of a lazy chunk, by the name of its source file. */
const chunk = (name: string) => builtFiles.find((file) => file.startsWith(`${name}-`) && file.endsWith('.js'));
const dashboardChunk = chunk('dashboard');
const notificationsPanelChunk = chunk('notifications-panel');

const LOADS_KEY = 'e2e-document-loads';

/**
 * Counts the documents the tab loads from now on: each one counts itself in the tab's session
 * storage as it starts. Not 'load' events: a reload made before the first load event fired (the
 * chunk can fail that early) aborts that load, so its event never comes. Not document requests:
 * Playwright can miss the request of a reload that replaces a navigation still under way. Not
 * 'framenavigated': the router's own history changes are navigations too.
 */
async function countLoads(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript((key) => {
    if (window === window.top) sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
  }, LOADS_KEY);
  // Read in whichever document is there; while one replaces another, the next poll reads again.
  return () => page.evaluate((key) => Number(sessionStorage.getItem(key) ?? 0), LOADS_KEY).catch(() => -1);
}

/**
 * Opens the notifications panel, pressing the bell again while a press goes unanswered: the bell is
 * painted with the page, before the lazy header controls behind it have taken over.
 */
async function pressBellUntilOpen(bell: Locator) {
  await expect(async () => {
    if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass(SERVER);
}

/** Makes the dashboard's chunk fail `times` times (a 404, as after a deploy removed it). */
async function breakDashboardChunk(page: Page, times: number) {
  expect(dashboardChunk, 'the build has a dashboard chunk').toBeDefined();
  await page.route(`**/assets/${dashboardChunk}`, (route) => route.fulfill({ status: 404, body: 'gone' }), { times });
}

const welcome = (page: Page) => page.getByText('Welcome to your Gangway Sailing account, Olivia!', { exact: true });

test('a chunk that fails once is recovered by one reload', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await expect(welcome(page)).toBeVisible(SERVER);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible(SERVER);

  await breakDashboardChunk(page, 1);
  const loads = await countLoads(page);
  await page.goto('/');
  await expect(welcome(page)).toBeVisible(SERVER);
  // The visit itself, then exactly one reload (whose 'load' event may come after the welcome shows).
  await expect.poll(loads, SERVER).toBe(2);
});

test('a chunk that keeps failing gets one reload, then the error view, never a loop', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await expect(welcome(page)).toBeVisible(SERVER);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible(SERVER);

  await breakDashboardChunk(page, 100);
  const loads = await countLoads(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sorry! This page could not be loaded.' })).toBeVisible(SERVER);
  await expect.poll(loads, SERVER).toBe(2);
  // No third load: a loop would have reloaded again by now.
  await page.waitForTimeout(3000);
  expect(await loads()).toBe(2);
});

/** A customer of this test alone, with no notifications (opening the bell changes nothing). */
async function registerCustomer(request: APIRequestContext): Promise<string> {
  const email = `chunks-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await registerThroughApi(request, {
    title: 'Mx',
    first_name: 'Robin',
    last_name: 'Chunk',
    email,
    age: 1985,
    nationality: 'British',
    country_code: '44',
    tel: '7700 900456',
    password: DEMO_PASSWORD,
  });
  return email;
}

test('a lazy piece outside the routes (the notifications panel) is recovered by one reload too', async ({
  page,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const email = await registerCustomer(request);
  await request.dispose();
  await signIn(page, email);
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toBeVisible(SERVER);

  expect(notificationsPanelChunk, 'the build has a notifications panel chunk').toBeDefined();
  await page.route(`**/assets/${notificationsPanelChunk}`, (route) => route.fulfill({ status: 404, body: 'gone' }), {
    times: 1,
  });
  const loads = await countLoads(page);
  // The press asks for the panel's code, which fails: the reload is the next document.
  await pressBellUntilOpen(bell);
  await expect.poll(loads, SERVER).toBe(1);
  // The reload is the page's own (no page.goto to wait with): the bell is drawn by the server
  // before the app takes it over.
  await untilHydrated(page);
  await expect(bell).toBeVisible(SERVER);
  await pressBellUntilOpen(bell);
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Relax, you have no notifications',
    SERVER,
  );
  expect(await loads()).toBe(1);
});
