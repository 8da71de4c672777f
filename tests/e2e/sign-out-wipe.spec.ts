// Sign-out on a shared tablet (docs/security.md, "The device"): what the service worker cached
// at run time (product photos, avatars), workbox-expiration's IndexedDB records of them and the
// persisted query cache all go, the IndexedDB databases deleted outright (their files leave the
// disk); only the precached app shell stays, so the app still opens offline. The worker holds
// connections to both databases meanwhile, and the next customer's copy is stored as before.
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures.ts';
import { persistedCacheText, waitForPersisted, waitForServiceWorker } from './offline-sw-helpers.ts';

// This spec tests the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const databaseNames = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? '').sort());

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login', SERVER);
}

/** The customer's database is deleted, not only emptied, whatever the worker and the page had open. */
async function expectCopiesDeleted(page: Page) {
  await expect.poll(() => databaseNames(page), SERVER).not.toContain('keyval-store');
  expect(await persistedCacheText(page)).toBe('');
}

test('signing out leaves only the precache: no photo cache, no expiry records, no customer data', async ({ page }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signIn(page, DEMO.lead);
  await expect(page.locator('img[src^="/images/products/"]').first()).toBeVisible(SERVER);
  // What a customer leaves behind is really there first: photos cached by the worker and recorded
  // by workbox-expiration, the customer's data persisted.
  await expect.poll(() => cacheNames(page), SERVER).toContain('gangway-images');
  await expect.poll(() => databaseNames(page), SERVER).toContain('workbox-expiration');
  await waitForPersisted(page, [DEMO.lead]);
  // No photo still on its way to the cache while signing out.
  await page.waitForLoadState('networkidle');

  await signOut(page);
  const names = await cacheNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => !name.includes('precache'))).toEqual([]);
  expect(await databaseNames(page)).not.toContain('workbox-expiration');
  await expectCopiesDeleted(page);

  // The next sign-in, in the same page (its connections and the worker's were closed by the
  // deletion), works and its copy is stored again; the next sign-out deletes it again.
  await signIn(page, DEMO.lead);
  await waitForPersisted(page, [DEMO.lead]);
  await signOut(page);
  await expectCopiesDeleted(page);

  // The app shell is still there: the login page opens offline, and looking for a copy on the way
  // (the worker's page snapshots, the start's persisted cache) brings no database back.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible(SERVER);
  await page.waitForLoadState('networkidle');
  expect(await databaseNames(page)).not.toContain('keyval-store');
});
