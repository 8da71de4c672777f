// The service worker: the first visit precaches the shell and every chunk of the build
// (lazy ones included) and says once that the app is ready offline; product photos are cached as
// they are shown; the API and the health probes are never answered from a cache; a new deploy
// shows the new-version banner and only the traveller's Reload hands over to it.
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { E2E_WEB_ROOT } from './e2e-env.ts';
import { banner, cachedUrls, waitForServiceWorker } from './offline-sw-helpers.ts';

// This spec tests the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const webRoot = path.resolve(import.meta.dirname, '..', '..', E2E_WEB_ROOT);

test('the first visit precaches every file of the build and says once that the app works offline', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  // Held back while the first page is read (no layout shift), told with the next page opened.
  const ready = banner(page, 'Ready offline');
  await page.waitForTimeout(500);
  await expect(ready).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/registration');
  await expect(ready).toHaveText(/is ready to work offline/);
  await expectAccessible(page);

  const precached = Object.entries(await cachedUrls(page))
    .filter(([name]) => name.startsWith('workbox-precache'))
    .flatMap(([, urls]) => urls.map((url) => new URL(url).pathname));
  const built = readdirSync(path.join(webRoot, 'assets')).map((file) => `/assets/${file}`);
  expect(built.some((file) => /build-visa-letter-pdf/.test(file))).toBe(true);
  expect(built.filter((file) => !precached.includes(file))).toEqual([]);
  expect(precached).toContain('/index.html');

  await ready.getByRole('button', { name: 'Dismiss' }).click();
  await expect(ready).toHaveCount(0);
  // Once: the next start is already served by the worker.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/registration');
  await expect(ready).toHaveCount(0);
});

test('the worker is registered once the first page is rendered, not while the app starts', async ({ page }) => {
  // What #root said when the app asked for the worker (main.tsx: its first install is 81 files).
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      (window as { renderedAtRegister?: string }).renderedAtRegister =
        document.getElementById('root')?.dataset.rendered ?? 'not yet';
      return register.apply(this, args);
    };
  });
  await page.goto('/login');
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => (window as { renderedAtRegister?: string }).renderedAtRegister)).toBe('hydrated');
});

test('opening a health probe shows the server’s answer, not the app the worker keeps', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  for (const probe of ['/healthz', '/readyz']) {
    const response = await page.goto(probe);
    expect(response?.headers()['content-type']).toMatch(/^application\/json/);
    await expect(page.locator('body')).toHaveText('{"status":"ok"}', SERVER);
  }
});

test('product photos are cached as they are shown; the API never is, and fails offline', async ({ page, context }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signIn(page, DEMO.lead);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(SERVER);
  const photo = page.locator('img[src^="/images/products/"]').first();
  await expect(photo).toBeVisible(SERVER);
  const photoPath = await photo.getAttribute('src');

  await expect
    .poll(async () => ((await cachedUrls(page))['gangway-images'] ?? []).map((url) => new URL(url).pathname))
    .toContain(photoPath);
  const everyCachedUrl = Object.values(await cachedUrls(page)).flat();
  expect(everyCachedUrl.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  // The photo still comes (from the runtime cache) while the API call fails instead of answering
  // an old copy.
  const offline = await page.evaluate(async (src) => {
    const image = await fetch(src).then(
      (r) => r.status,
      () => 'failed',
    );
    const api = await fetch('/api/v2/customer/me.json', { credentials: 'include' }).then(
      (r) => r.status,
      () => 'failed',
    );
    return { image, api };
  }, photoPath ?? '');
  expect(offline).toEqual({ image: 200, api: 'failed' });
});

// What the next deploy adds to sw.js: a marker answer, so the page can tell which worker controls it.
const NEXT_BUILD_CODE = `
;self.addEventListener('message', (event) => {
  if (event.data === 'which-build') event.source.postMessage('next-build');
});
`;

/**
 * Deploys a "new build" for the duration of `body`: the served sw.js gets the code above. Written to
 * the web root the e2e server serves (the browser fetches a worker's script itself, so a Playwright
 * route never sees it), and put back afterwards.
 */
async function withNextDeploy(body: () => Promise<void>): Promise<void> {
  const file = path.join(webRoot, 'sw.js');
  const original = await readFile(file, 'utf8');
  await writeFile(file, `${original}${NEXT_BUILD_CODE}`);
  try {
    await body();
  } finally {
    await writeFile(file, original);
  }
}

const marked = (page: Page) => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false);

test('a new deploy shows the new-version banner; only Reload hands over to it', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signIn(page, DEMO.lead);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(SERVER);
  await expect(banner(page, 'New version')).toHaveCount(0);

  await withNextDeploy(async () => {
    // The app looks for a new version when it gets the focus back.
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
      window.dispatchEvent(new Event('focus'));
    });
    const update = banner(page, 'New version');
    await expect(update).toBeVisible(SERVER);
    await expect(update).toContainText('A new version of Gangway Sailing is ready');

    // Never an automatic reload: still the same page a while later.
    await page.waitForTimeout(1500);
    expect(await marked(page)).toBe(true);

    const reloaded = page.waitForEvent('load', SERVER);
    await update.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await marked(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(SERVER);
    await expect(banner(page, 'New version')).toHaveCount(0);
    const controller = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)));
          navigator.serviceWorker.controller?.postMessage('which-build');
          setTimeout(() => resolve('no answer'), 3000);
        }),
    );
    expect(controller).toBe('next-build');
  });
});
