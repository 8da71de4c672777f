// Ready for sea: "Save for offline" on a booking's page fetches every screen of the booking,
// opened or not, and its photos; with the network cut and the page reloaded, each screen shows its
// content, where a booking that was not saved has nothing to show. The status on the page and the
// dashboard's card comes from the copy on disk and moves on when a later start refreshes it.
// A failed part is named, and trying again saves it. With the app closed, the worker's periodic
// background sync brings the saved booking up to date on disk.
// On the seeded demo data: booking 40012 of lead@example.com departs in 18 days; one test adds a
// staff message to its conversation.
import type { Page, Worker } from '@playwright/test';
import { DEMO, E2E_PORT, expect, signIn, test } from './fixtures.ts';
import { staffMessage } from './crm.ts';
import { persistedCacheText, waitForServiceWorker } from './offline-sw-helpers.ts';

test.use({ serviceWorkers: 'allow' });

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 150_000 });

const BOOKING = 40012;
const NOT_SAVED = "can't be shown offline yet";
const key = (...parts: (string | number)[]) => JSON.stringify(parts);

const panel = (page: Page) => page.getByTestId('save-for-offline');
const panelStatus = (page: Page) => panel(page).getByTestId('offline-status');

async function signInOnline(page: Page) {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signIn(page, DEMO.lead);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SERVER);
}

async function saveBooking(page: Page) {
  await page.goto(`/bookings/${BOOKING}`);
  await expect(panelStatus(page)).toHaveText('Not saved for offline', SERVER);
  await panel(page).getByRole('button', { name: 'Save for offline' }).click();
}

/** Each screen of the booking, opened afresh (a navigation the worker answers). */
async function expectScreensOffline(page: Page, bookingId: number, saved: boolean) {
  const screens: [string, string][] = [
    [`/bookings/${bookingId}/payments`, 'RECENT PAYMENTS'],
    [`/bookings/${bookingId}/credit_notes`, 'CREDIT NOTES'],
    [`/bookings/${bookingId}/messages`, 'MESSAGES'],
  ];
  for (const [address, heading] of screens) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SERVER);
    if (saved) await expect(page.getByText(NOT_SAVED)).toHaveCount(0);
    else await expect(page.getByText(NOT_SAVED).first()).toBeVisible(SERVER);
  }
}

test('a booking saved for offline opens on every screen with the network cut', async ({ page, context }) => {
  await signInOnline(page);
  await saveBooking(page);
  await expect(panelStatus(page)).toHaveText('Saved for offline · updated just now', SERVER);
  await expect(panel(page)).toContainText(/Takes \d+ KB on this device\./);
  // Never opened, yet on disk: the payments, credit notes, thread and review of the booking.
  const text = await persistedCacheText(page);
  for (const fragment of [
    key('payments', 'list', BOOKING),
    key('payments', 'credit-notes', BOOKING),
    key('messages', 'thread', BOOKING),
    key('reviews', BOOKING),
  ]) {
    expect(text).toContain(fragment);
  }

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible(SERVER);
  await expect(page.getByRole('region', { name: 'Passengers' }).getByRole('article').first()).toBeVisible();
  await expect(panelStatus(page)).toHaveText(/^Saved for offline · updated /);
  // Its photo comes from the worker's image cache.
  const photo = page.locator('img[src*="/images/products/"]').first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectScreensOffline(page, BOOKING, true);
  await page.goto(`/bookings/${BOOKING}/review`);
  await expect(page.getByRole('heading', { level: 1, name: 'REVIEW' })).toBeVisible(SERVER);
  await expect(page.getByText(NOT_SAVED)).toHaveCount(0);

  // The dashboard's card says so too; a booking that was not saved has nothing of those screens.
  await page.goto('/');
  const card = page.getByRole('article').filter({ hasText: `Booking #${BOOKING}` });
  await expect(card.getByTestId('offline-status')).toHaveText(/Saved for offline · updated /, SERVER);
  await expect(
    page.getByRole('article').filter({ hasText: 'Booking #40009' }).getByTestId('offline-status'),
  ).toHaveText(/Not saved for offline/);
  await expectScreensOffline(page, 40009, false);
});

test('the status moves on with time and is renewed by the next online start', async ({ page }) => {
  await page.clock.install();
  await signInOnline(page);
  await saveBooking(page);
  await expect(panelStatus(page)).toHaveText('Saved for offline · updated just now', SERVER);

  await page.clock.fastForward('15:00');
  await expect(panelStatus(page)).toHaveText('Saved for offline · updated 15 minutes ago', SERVER);

  // It departs within 30 days: an online start fetches it again by itself.
  const refreshed = page.waitForResponse(
    (answer) => answer.url().endsWith(`/bookings/${BOOKING}/messages.json`),
    SERVER,
  );
  await page.reload();
  await refreshed;
  await expect(panelStatus(page)).toHaveText('Saved for offline · updated just now', SERVER);
});

test('a part that fails is named, and trying again saves it', async ({ page }) => {
  await signInOnline(page);
  await page.route(`**/api/v2/customer/bookings/${BOOKING}/messages.json`, (route) => route.abort('failed'));
  await saveBooking(page);
  await expect(panel(page).getByRole('alert')).toHaveText(
    'Could not save the messages. Check the connection and try again.',
    SERVER,
  );
  await expect(panelStatus(page)).toHaveText(/Not saved for offline/);

  await page.unroute(`**/api/v2/customer/bookings/${BOOKING}/messages.json`);
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(panelStatus(page)).toHaveText('Saved for offline · updated just now', SERVER);
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
});

/** The copy of the query cache on disk, read inside the service worker: no window of the app is open. */
function copyOnDisk(worker: Worker): Promise<string> {
  return worker.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('keyval').objectStore('keyval');
          const values = store.getAll();
          values.onsuccess = () => {
            open.result.close();
            resolve(
              values.result.filter((value) => typeof value === 'string' && value.includes('"clientState"')).join(''),
            );
          };
        };
      }),
  );
}

const ORIGIN = `http://localhost:${E2E_PORT}`;

/** Makes the copy on disk look written `ms` ago, from a page of the origin that runs no app. */
async function ageCopyOnDisk(page: Page, ms: number) {
  await page.goto('/healthz');
  await page.evaluate(
    (age) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            const key = keys.result.find((one) => String(one).startsWith('gangway-cache:'));
            if (key === undefined) return reject(new Error('no copy on disk'));
            const read = store.get(key);
            read.onsuccess = () => {
              const copy = JSON.parse(read.result as string);
              for (const query of copy.clientState.queries) query.state.dataUpdatedAt -= age;
              store.put(JSON.stringify(copy), key).onsuccess = () => resolve();
            };
          };
        };
      }),
    ms,
  );
}

test('with the app closed, periodic background sync refreshes a saved booking on disk', async ({ page, context }) => {
  await signInOnline(page);
  await saveBooking(page);
  await expect(panelStatus(page)).toHaveText('Saved for offline · updated just now', SERVER);
  await ageCopyOnDisk(page, 60 * 60 * 1000);
  const body = `Ready for sea ${Date.now()}`;
  await staffMessage(BOOKING, body, 'Sofia');

  // No window of the app is open: the worker does the refresh itself.
  const blank = await context.newPage();
  await page.close();
  const cdp = await context.newCDPSession(blank);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${ORIGIN}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  expect(await copyOnDisk(worker)).not.toContain(body);
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
    origin: ORIGIN,
    registrationId,
    tag: 'gangway-saved-bookings',
  });
  await expect.poll(() => copyOnDisk(worker), { timeout: SERVER.timeout }).toContain(body);

  // At sea, the refreshed conversation is what the app shows.
  await context.setOffline(true);
  await blank.goto(`/bookings/${BOOKING}/messages`);
  await expect(blank.getByRole('article', { name: /^Message from Sofia/ }).getByText(body)).toBeVisible(SERVER);
});
