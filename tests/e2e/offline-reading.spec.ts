// Offline reading: after one online visit, with the network cut, the dashboard, a booking
// page (itinerary, pre-departure information, passengers), payments and credit notes render their
// saved content, also after a reload; one banner says so, and its details say the data could not
// be refreshed and when it was last synced. Back online it goes away. Online with the server
// unreachable, the banner speaks of the saved copy only.
// Read-only on the seeded demo data (bookings 40009 and 40016 of lead@example.com).
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures.ts';
import { banner, bannerDetails, banners, waitForPersisted, waitForServiceWorker } from './offline-sw-helpers.ts';

// This spec tests the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

const LAST_SYNCED = /Last synced \d{1,2} [A-Z][a-z]+( \d{4})?, \d{1,2}:\d{2}(am|pm)\./;
const key = (...parts: (string | number)[]) => JSON.stringify(parts);

async function signInOnline(page: Page) {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signIn(page, DEMO.lead);
  await expect(dashboardWelcome(page)).toBeVisible(SERVER);
}

const dashboardWelcome = (page: Page) =>
  page.getByText('Welcome to your Gangway Sailing account, Olivia!', { exact: true });

async function expectBooking40009(page: Page) {
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible(SERVER);
  const preDeparture = page.getByRole('region', { name: 'Pre-departure information', exact: true });
  await expect(preDeparture).toBeVisible();
  await expect(preDeparture.locator('h3, li').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passengers' }).getByRole('article').first()).toBeVisible();
}

async function expectOfflineBanners(page: Page) {
  await expect(banner(page, 'Offline')).toContainText('Offline · saved ', SERVER);
  const details = await bannerDetails(page, 'Offline');
  await expect(details).toContainText("You're offline.");
  await expect(details).toContainText("You're seeing information saved on this device");
  await expect(details).toContainText(LAST_SYNCED);
}

test('dashboard and booking page (itinerary, pre-departure, passengers) offline, also after a reload', async ({
  page,
  context,
}) => {
  await signInOnline(page);
  await waitForPersisted(page, [key('bookings', 'list', 'mine')]);
  await page.goto('/bookings/40009');
  await expectBooking40009(page);
  await waitForPersisted(page, [key('bookings', 'list', 'mine'), key('bookings', 'detail', 40009)]);
  await expect(banner(page, 'Offline')).toHaveCount(0);
  await expect(banner(page, 'Saved copy')).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner(page, 'Offline')).toBeVisible();

  // A reload without a connection: the worker serves the app, IndexedDB the data.
  await page.reload();
  await expectBooking40009(page);
  await expectOfflineBanners(page);

  // Moving around inside the app, and opening the dashboard's address afresh.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(dashboardWelcome(page)).toBeVisible(SERVER);
  await expect(
    page.getByRole('heading', { level: 2, name: /Greek|Croatia|Peru|Morocco|BVI|Cyclades/ }).first(),
  ).toBeVisible();
  await expectOfflineBanners(page);
  await page.goto('/');
  await expect(dashboardWelcome(page)).toBeVisible(SERVER);
  await expectOfflineBanners(page);

  // Started offline, the refreshes wait for the connection (as when it drops later) instead of
  // failing; back online, the data is refreshed, and both banners go.
  const refreshed = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/v2/customer/bookings.json') && answer.ok(),
    SERVER,
  );
  await context.setOffline(false);
  await refreshed;
  await expect(banner(page, 'Offline')).toHaveCount(0);
  await expect(banner(page, 'Saved copy')).toHaveCount(0, SERVER);
});

test('payments and credit notes offline, also after a reload', async ({ page, context }) => {
  await signInOnline(page);
  await page.goto('/bookings/40016/payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RECENT PAYMENTS', SERVER);
  await expect(page.getByTestId('payment-row').first()).toBeVisible(SERVER);
  // Written to IndexedDB a moment after it arrives: leave the page only once it is there.
  await waitForPersisted(page, [key('payments', 'list', 40016)]);
  await page.goto('/bookings/40016/credit_notes');
  await expect(page.getByRole('heading', { name: 'Credit Note CN-0127' })).toBeVisible(SERVER);
  await waitForPersisted(page, [key('payments', 'list', 40016), key('payments', 'credit-notes', 40016)]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Credit Note CN-0127' })).toBeVisible(SERVER);
  await expectOfflineBanners(page);

  await page.goto('/bookings/40016/payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RECENT PAYMENTS', SERVER);
  await expect(page.getByTestId('payment-row').first()).toBeVisible(SERVER);
  await expectOfflineBanners(page);
});

test("a booking's conversation offline, also after a reload: the thread read, Send waiting", async ({
  page,
  context,
}) => {
  await signInOnline(page);
  await page.goto('/bookings/40009/messages');
  const thread = page.getByRole('log', { name: 'Booking conversation' });
  const question = thread.getByText('can Chloe and I share a room in the desert camp?');
  await expect(question).toBeVisible(SERVER);
  await waitForPersisted(page, [key('messages', 'thread', 40009)]);

  await context.setOffline(true);
  await page.reload();
  await expect(question).toBeVisible(SERVER);
  await expect(thread.getByRole('article', { name: 'Message from Sofia (Gangway Tours)' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectOfflineBanners(page);
});

test('the banners: announced politely, dismissable, in the page flow above the content, fitting 360 px', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInOnline(page);
  await page.goto('/bookings/40009');
  await expectBooking40009(page);
  await waitForPersisted(page, [key('bookings', 'detail', 40009)]);
  await context.setOffline(true);
  await page.reload();
  await expectBooking40009(page);
  await expectOfflineBanners(page);

  await page.screenshot({ path: test.info().outputPath('banners-360.png') });
  await expect(banners(page)).toHaveAttribute('aria-live', 'polite');
  // In the flow at the top of the main content, not laid over it.
  const layout = await banners(page).evaluate((region) => ({
    inMain: region.parentElement?.tagName === 'MAIN' && region.parentElement.firstElementChild === region,
    position: getComputedStyle(region).position,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(layout).toEqual({ inMain: true, position: 'static', overflow: 0 });
  // The page content starts below the banners: both boxes read in one go in the page (one by one,
  // a re-render in between can hand back no box).
  const contentBelowBanners = () =>
    banners(page).evaluate((region) => {
      const heading = document.querySelector('h1');
      return heading ? heading.getBoundingClientRect().top >= region.getBoundingClientRect().bottom : 'no h1';
    });
  await expect.poll(contentBelowBanners).toBe(true);
  await expectAccessible(page);

  await banner(page, 'Offline').getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page, 'Offline')).toHaveCount(0);
  await expect(banners(page)).toBeEmpty();

  // The next time the connection drops, the offline banner is back.
  // The page must see the connection come back before it drops again: two quick switches can
  // reach it as none. A listener added after the app's runs after the app's has run.
  await page.evaluate(() => {
    const page = window as typeof window & { backOnline?: Promise<void> };
    page.backOnline = new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
  });
  await context.setOffline(false);
  await page.evaluate(() => (window as typeof window & { backOnline?: Promise<void> }).backOnline);
  await context.setOffline(true);
  await expect(banner(page, 'Offline')).toBeVisible(SERVER);
});

test('online but the server cannot be reached: the saved copy is shown with its banner, not the offline one', async ({
  page,
}) => {
  await signInOnline(page);
  await page.goto('/bookings/40009');
  await expectBooking40009(page);
  await waitForPersisted(page, [key('bookings', 'detail', 40009)]);

  // Every API call fails from now on, as when the server is down or the port's Wi-Fi has no way out.
  await page.route('**/api/**', (route) => route.abort('connectionfailed'));
  await page.reload();
  await expectBooking40009(page);
  await expect(banner(page, 'Saved copy')).toContainText('Saved copy from', SERVER);
  const details = await bannerDetails(page, 'Saved copy');
  await expect(details).toContainText(LAST_SYNCED);
  await expect(details).not.toContainText("You're offline");
  await expect(banner(page, 'Offline')).toHaveCount(0);

  // The server answers again: the next refresh (here the one a returning connection triggers)
  // brings fresh data and the banner goes.
  await page.unroute('**/api/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(banner(page, 'Saved copy')).toHaveCount(0, SERVER);
});

test('a booking never opened on this device says so offline, instead of loading forever', async ({ page, context }) => {
  await signInOnline(page);
  await waitForPersisted(page, [key('bookings', 'list', 'mine')]);
  await context.setOffline(true);
  // 40014 is a past booking: listed on the dashboard, never opened, not read ahead (active only).
  await page.goto('/bookings/40014');
  await expect(page.getByRole('heading', { name: "This page isn't saved on this device yet" })).toBeVisible(SERVER);
  await expect(page.getByText('Connect to the internet and try again')).toBeVisible();
  await expect(banner(page, 'Offline')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Passengers' })).toBeVisible(SERVER);
  await expect(page.getByRole('heading', { name: "This page isn't saved on this device yet" })).toHaveCount(0);

  // Its payments, never loaded, opened inside the app without a connection: a notice, not an
  // endless placeholder; they load by themselves once the connection is back.
  await context.setOffline(true);
  await expect(banner(page, 'Offline')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByText("Your payments can't be shown offline yet.")).toBeVisible(SERVER);
  await context.setOffline(false);
  await expect(page.getByRole('list', { name: 'Payments' })).toBeVisible(SERVER);
});
