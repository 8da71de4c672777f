// Page snapshots (src/web/offline/page-snapshot-*): the service worker answers a start of the
// dashboard or a booking's page with the page as it was last on screen, painted before the app's
// script runs; the app then renders the live page in its place, with no placeholder in between.
// A snapshot holds a customer's page, so it goes with the customer: never painted after sign-out,
// nor once that customer's persisted cache is gone; dialogs are never in it.
// Read-only for the demo data: it signs in and out, it pays nothing.
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures.ts';
import { storedEntries, waitForServiceWorker } from './offline-sw-helpers.ts';

// This spec tests the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Sign-in hashes with scrypt: on a busy machine the server can take seconds to answer.
const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

const CARD = 'main article a[href^="/bookings/"]';

type Snapshot = { customerId: number; savedAt: number; title: string; html: string };

/** The stored page snapshots, by key ('gangway-page:<customer>:<address>', in idb-keyval's store). */
async function storedSnapshots(page: Page): Promise<Record<string, Snapshot>> {
  const entries = (await storedEntries(page)).filter(({ key }) => /^gangway-page:\d+:/.test(key));
  return Object.fromEntries(entries.map(({ key, value }) => [key, value as Snapshot]));
}

/** Waits for a snapshot of `path` taken after `since` (ms since the epoch); returns it. */
async function snapshotOf(page: Page, path: string, since = 0): Promise<Snapshot> {
  let found: Snapshot | undefined;
  await expect
    .poll(
      async () => {
        const snapshots = Object.entries(await storedSnapshots(page));
        found = snapshots.find(([key]) => /^gangway-page:\d+:/.test(key) && key.endsWith(`:${path}`))?.[1];
        return (found?.savedAt ?? 0) > since;
      },
      { ...SERVER, message: `a snapshot of ${path}` },
    )
    .toBe(true);
  return found as Snapshot;
}

/**
 * Installed before every page's scripts: records, for the page's content (`selector`), whether it
 * first appeared inside a snapshot (inert, before the app rendered), and whether it was ever gone
 * again once seen (a placeholder between the snapshot and the app's render).
 */
async function watchContent(context: BrowserContext, selector: string) {
  await context.addInitScript((selector) => {
    const record = { sawSnapshotRoot: false, firstFromSnapshot: null as boolean | null, goneAfterSeen: 0 };
    (window as unknown as { __content: typeof record }).__content = record;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.hasAttribute('data-snapshot')) record.sawSnapshotRoot = true;
      const content = document.querySelector(selector);
      if (content && record.firstFromSnapshot === null)
        record.firstFromSnapshot = Boolean(
          root?.dataset.snapshot && !root.dataset.rendered && content.closest('[inert]'),
        );
      else if (!content && record.firstFromSnapshot !== null) record.goneAfterSeen += 1;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

const contentRecord = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __content: { sawSnapshotRoot: boolean; firstFromSnapshot: boolean | null; goneAfterSeen: number };
        }
      ).__content,
  );

async function quietCheckout(context: BrowserContext) {
  // Opening a booking reports ga_checkout; answer it here so this spec changes no data.
  await context.route('**/api/v2/customer/bookings/*/ga_checkout.json', (route) => route.fulfill({ status: 204 }));
}

test('offline, the dashboard opens painted from its snapshot, then the app renders it live in its place', async ({
  page,
  context,
}) => {
  await quietCheckout(context);
  await signIn(page, DEMO.lead);
  await expect(page.locator(CARD).first()).toBeVisible(SERVER);
  await waitForServiceWorker(page);
  const snapshot = await snapshotOf(page, '/');
  expect(snapshot.html).toContain('href="/bookings/');
  expect(snapshot.title).toBe(await page.title());

  await watchContent(context, CARD);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', /./, SERVER);
  expect(await contentRecord(page)).toEqual({ sawSnapshotRoot: true, firstFromSnapshot: true, goneAfterSeen: 0 });
  // The page names the files its start imports, recorded with the snapshot.
  const named = (await page.locator('script[data-entry]').getAttribute('data-preload'))?.split(' ') ?? [];
  expect(named).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/dashboard-[\w-]+\.js$/)]));
  // The live page: no inert copy left, and its cards take a tap (a client-side move, offline).
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await page.locator(CARD).first().click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/, SERVER);
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible(SERVER);
  await context.setOffline(false);
});

test('a booking page opens painted from its snapshot, with no placeholder before the live page', async ({
  page,
  context,
}) => {
  await quietCheckout(context);
  await signIn(page, DEMO.lead);
  await page.goto('/bookings/40003');
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible(SERVER);
  await waitForServiceWorker(page);
  await snapshotOf(page, '/bookings/40003');

  // A new tab, as a traveller opening the app again at sea.
  await watchContent(context, 'main h2');
  await context.setOffline(true);
  const again = await context.newPage();
  await again.goto('/bookings/40003');
  await expect(again.locator('#root')).toHaveAttribute('data-rendered', /./, SERVER);
  expect(await contentRecord(again)).toEqual({ sawSnapshotRoot: true, firstFromSnapshot: true, goneAfterSeen: 0 });
  await expect(again.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
  await context.setOffline(false);
});

test('dialogs are left out of a snapshot', async ({ page, context }) => {
  await quietCheckout(context);
  await signIn(page, DEMO.lead);
  await page.goto('/bookings/40003');
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible(SERVER);
  const before = await snapshotOf(page, '/bookings/40003');
  await page.getByRole('button', { name: 'Visa letter' }).click();
  await expect(page.getByRole('dialog', { name: 'Visa letter' })).toBeVisible(SERVER);
  // Leaving the page takes a snapshot of it as it was left: with the dialog open. (The event is
  // dispatched here: the snapshot is taken in it, and a real navigation would end the page before
  // the write could be read back from it.)
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  const after = await snapshotOf(page, '/bookings/40003', before.savedAt);
  expect(after.html).toContain('Itinerary');
  expect(after.html).not.toContain('role="dialog"');
  expect(after.html).not.toContain('YES, I NEED A VISA');
});

test('after sign-out no snapshot is left, and the next start paints no one’s page', async ({ page, context }) => {
  await quietCheckout(context);
  await signIn(page, DEMO.lead);
  await expect(page.locator(CARD).first()).toBeVisible(SERVER);
  await waitForServiceWorker(page);
  await snapshotOf(page, '/');

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/, SERVER);
  expect(await storedSnapshots(page)).toEqual({});

  await watchContent(context, CARD);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/, SERVER);
  expect((await contentRecord(page)).sawSnapshotRoot).toBe(false);
});

test('a snapshot is not painted once its customer’s persisted cache is gone', async ({ page, context }) => {
  await quietCheckout(context);
  await signIn(page, DEMO.lead);
  await expect(page.locator(CARD).first()).toBeVisible(SERVER);
  await waitForServiceWorker(page);
  await snapshotOf(page, '/');
  // What the persister does as soon as nobody is signed in: the customer's cache entry goes.
  await context.setOffline(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onsuccess = () => {
          const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            for (const key of keys.result) if (/^gangway-cache:\d+$/.test(String(key))) store.delete(key);
            store.transaction.oncomplete = () => resolve();
          };
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.close();

  await watchContent(context, CARD);
  const again = await context.newPage();
  await again.goto('/');
  await expect(again.locator('#root')).toHaveAttribute('data-rendered', /./, SERVER);
  expect((await contentRecord(again)).sawSnapshotRoot).toBe(false);
  // The worker deleted the snapshot on the way: no one may be shown it any more.
  await expect.poll(async () => Object.keys(await storedSnapshots(again)), SERVER).toEqual([]);
  await context.setOffline(false);
});
