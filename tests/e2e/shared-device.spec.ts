// A tablet in port, handed from one traveller to the next: signed in with "This is a shared device",
// nothing of the customer is written to IndexedDB, the Cache Storage (beyond the precached app),
// localStorage or sessionStorage, during the session or after it; without the box the same walk
// does store them. The session ends after 15 minutes without a touch or a key.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures.ts';
import { banner, bannerDetails, waitForServiceWorker } from './offline-sw-helpers.ts';

// This spec tests what the service worker stores (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

const LEAD = { email: DEMO.lead, firstName: 'Olivia', lastName: 'Bennett' };

type Stores = { text: string; imageUrls: string[] };

/**
 * Everything the origin keeps, as one text: every record of every IndexedDB database, every
 * entry's URL and body in every cache but the precache, and both web storages.
 */
function readStores(page: Page): Promise<Stores> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    const write = (value: unknown) => {
      try {
        parts.push(typeof value === 'string' ? value : JSON.stringify(value));
      } catch {
        parts.push(String(value));
      }
    };
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      try {
        for (const storeName of db.objectStoreNames) {
          const store = db.transaction(storeName).objectStore(storeName);
          write(await request(store.getAllKeys()));
          write(await request(store.getAll()));
        }
      } finally {
        db.close();
      }
    }
    const imageUrls: string[] = [];
    for (const cacheName of await caches.keys()) {
      if (cacheName.includes('precache')) continue;
      const cache = await caches.open(cacheName);
      for (const entry of await cache.keys()) {
        write(entry.url);
        if (cacheName === 'gangway-images') imageUrls.push(entry.url);
        write(await ((await cache.match(entry))?.text() ?? ''));
      }
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? '';
        write(key);
        write(storage.getItem(key));
      }
    }
    return { text: parts.join('\n'), imageUrls };
  });
}

/** What of the customer a store's text holds: e-mail, names, booking ids. */
const traces = (text: string, bookingIds: string[]) =>
  [LEAD.email, LEAD.firstName, LEAD.lastName, ...bookingIds].filter((fragment) => text.includes(fragment));

async function signInThroughForm(page: Page, shared: boolean) {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await page.getByLabel('Email', { exact: true }).fill(LEAD.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('This is a shared device').setChecked(shared);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL('/', SERVER);
}

/** The dashboard, a booking, its messages and the profile; answers the booking ids shown. */
async function walk(page: Page): Promise<string[]> {
  const links = page.locator('main a[href^="/bookings/"]');
  await expect(links.first()).toBeVisible(SERVER);
  await expect(page.locator('img[src^="/images/products/"]').first()).toBeVisible(SERVER);
  // The first cards paint before the rest are added: read the ids once the list has all it names.
  const list = page.getByRole('list', { name: /^\d+ \w+ bookings$/ });
  const listed = Number((await list.getAttribute('aria-label'))?.split(' ')[0]);
  await expect(list.getByRole('link')).toHaveCount(listed, SERVER);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const bookingIds = [...new Set(hrefs.map((href) => href.match(/^\/bookings\/(\d+)/)?.[1] ?? ''))].filter(Boolean);
  const [id] = bookingIds;
  await page.goto(`/bookings/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SERVER);
  await page.goto(`/bookings/${id}/messages`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SERVER);
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(LEAD.email, SERVER);
  // Leaving a page is when its snapshot and any throttled write of the cache are taken: a reload
  // makes every writer run before the stores are read.
  await page.goto('/');
  await expect(links.first()).toBeVisible(SERVER);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(links.first()).toBeVisible(SERVER);
  await page.waitForLoadState('networkidle');
  return bookingIds;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login', SERVER);
}

test('without the shared-device box, the same walk keeps the customer on the device', async ({ page }) => {
  await signInThroughForm(page, false);
  const bookingIds = await walk(page);
  await expect
    .poll(async () => traces((await readStores(page)).text, bookingIds), SERVER)
    .toEqual([LEAD.email, LEAD.firstName, LEAD.lastName, ...bookingIds]);
  await expect.poll(async () => (await readStores(page)).imageUrls.length, SERVER).toBeGreaterThan(0);
  await expect(banner(page, 'Shared device')).toHaveCount(0);
  await expectOfflineSaving(page, bookingIds, true);
});

/** "Save for offline" on the booking, and the cards' offline status: offered, or not at all. */
async function expectOfflineSaving(page: Page, bookingIds: string[], offered: boolean) {
  await expect(page.getByTestId('offline-status')).toHaveCount(offered ? bookingIds.length : 0, SERVER);
  await page.goto(`/bookings/${bookingIds[0]}`);
  await expect(page.getByRole('heading', { name: 'Passengers' })).toBeVisible(SERVER);
  await expect(page.getByRole('button', { name: 'Save for offline' })).toHaveCount(offered ? 1 : 0, SERVER);
}

test('a shared device keeps nothing of the customer, during the session or after it', async ({ page }) => {
  await signInThroughForm(page, true);
  await expect(banner(page, 'Shared device')).toContainText('nothing is saved on this device');
  // The browser stops an idle worker whenever it likes: the one it starts again must still know.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  await devtools.send('ServiceWorker.stopAllWorkers');
  const bookingIds = await walk(page);

  const during = await readStores(page);
  expect(traces(during.text, bookingIds)).toEqual([]);
  expect(during.imageUrls).toEqual([]);
  await expectOfflineSaving(page, bookingIds, false);
  // Offline, the banner does not promise what was never kept.
  await page.context().setOffline(true);
  await expect(banner(page, 'Offline')).toContainText('Offline · shared device');
  await expect(await bannerDetails(page, 'Offline')).toContainText('This is a shared device, so nothing is saved here');
  await page.context().setOffline(false);
  // Reminders are not offered on a shared device.
  await page.goto('/profile');
  await expect(page.getByRole('switch', { name: 'Push reminders on this device' })).toBeDisabled(SERVER);
  await expect(page.getByText('Reminders are not offered on a shared device.')).toBeVisible();

  await signOut(page);
  const after = await readStores(page);
  expect(traces(after.text, bookingIds)).toEqual([]);
  expect(after.imageUrls).toEqual([]);
  // The next traveller finds an empty form that offers nothing of the last one.
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue('');
  await expect(email).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('This is a shared device')).toBeChecked();
});

test('a shared session warns after 14 idle minutes and signs out at 15', async ({ page }) => {
  await page.clock.install();
  await signInThroughForm(page, true);
  // The signed-in page is on screen, and the idle watch, which comes after it, has started.
  await expect(page.locator('main a[href^="/bookings/"]').first()).toBeVisible(SERVER);
  await expect(page.locator('[data-idle-watch="armed"]')).toBeAttached(SERVER);
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });

  await page.clock.fastForward('14:00');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.fastForward('01:30');
  await expect(page).toHaveURL('/');
  expect((await page.request.get('/api/v2/customer/me.json')).status()).toBe(200);

  await page.clock.fastForward('12:30');
  await expect(dialog).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL('/login', SERVER);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect((await page.request.get('/api/v2/customer/me.json')).status()).toBe(401);
});
