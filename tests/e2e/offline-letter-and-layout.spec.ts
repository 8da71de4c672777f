// Offline, the parts the other offline specs leave out: the visa letter PDF made with the
// network cut (its data read ahead with the booking page and persisted, pdf-lib's chunk served by
// the service worker); at 360 px a banner arriving while a control has focus pushes the page
// instead of covering that control; the iOS Add to Home Screen hint sits in the flow, over nothing.
// Persistent storage is asked for once a booking is seen, once per browser. A booking only listed
// on the dashboard (read ahead) opens offline.
// Read-only on the seeded demo data (booking 40003 of lead@example.com); the ga_checkout report a
// booking page sends is answered here, so nothing is written.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { DEMO, expect, signIn, test } from './fixtures.ts';
import { banner, banners, waitForPersisted, waitForServiceWorker } from './offline-sw-helpers.ts';

// This spec tests the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

const key = (...parts: (string | number)[]) => JSON.stringify(parts);
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function quietCheckout(context: BrowserContext) {
  await context.route('**/api/v2/customer/bookings/*/ga_checkout.json', (route) => route.fulfill({ status: 204 }));
}

async function signInOnline(page: Page) {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signIn(page, DEMO.lead);
  await expect(page).toHaveURL('/', SERVER);
}

/** Whether the element's centre is the element itself (or inside it), i.e. nothing lies over it. */
function uncoveredAndInView(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { focused: false };
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      focused: true,
      uncovered: top !== null && (top === element || element.contains(top)),
      inView: box.top >= 0 && box.bottom <= window.innerHeight,
    };
  });
}

test('the visa letter PDF is made with the network cut, from the letter read ahead with the booking', async ({
  page,
  context,
}) => {
  await quietCheckout(context);
  await signInOnline(page);
  await page.goto('/bookings/40003');
  await expect(page.getByRole('button', { name: 'Visa letter' })).toBeVisible(SERVER);
  // Never opened online: the booking page read the letter ahead, and it was persisted.
  await waitForPersisted(page, [key('bookings', 'detail', 40003), key('bookings', 'detail', 40003, 'visa-letter')]);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Visa letter' }).click(SERVER);
  const modal = page.getByRole('dialog', { name: 'Visa letter' });
  await modal.getByRole('button', { name: 'YES, I NEED A VISA' }).click(SERVER);
  await expect(modal.getByRole('checkbox', { name: /^Olivia Bennett/ })).toBeChecked();
  await modal.getByRole('button', { name: 'Continue' }).click();
  await expect(modal.getByRole('article', { name: 'Letter preview' })).toContainText('To whom it may concern,');

  const downloading = page.waitForEvent('download', SERVER);
  await modal.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('40003 - Visa Letter for Olivia Bennett.pdf');
  const pdf = await PDFDocument.load(await readFile(await download.path()));
  expect(pdf.getTitle()).toBe('Visa Letter - booking 40003');
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('The visa letter could not be made')).toHaveCount(0);
});

test('at 360 px a banner arriving while a control has focus pushes the page, never covers the control', async ({
  page,
  context,
}) => {
  await quietCheckout(context);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInOnline(page);
  await page.goto('/bookings/40003');
  const control = page.getByRole('button', { name: 'Visa letter' });
  await expect(control).toBeVisible(SERVER);
  await control.scrollIntoViewIfNeeded();
  await control.focus();
  // Near the top of the screen, where a banner laid over the page would land on it.
  await page.evaluate(() => {
    document.activeElement?.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -24);
  });
  expect(await uncoveredAndInView(page)).toEqual({ focused: true, uncovered: true, inView: true });

  await context.setOffline(true);
  await expect(banner(page, 'Offline')).toBeVisible();
  await expect(control).toBeFocused();
  expect(await uncoveredAndInView(page)).toEqual({ focused: true, uncovered: true, inView: true });
  // The banner itself is in the flow at the top of the page, not over the content.
  expect(await banners(page).evaluate((region) => getComputedStyle(region).position)).toBe('static');
  await banners(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('offline-banner-360.png') });
  await context.setOffline(false);
  await expect(banner(page, 'Offline')).toHaveCount(0);
});

test('at 360 px the iOS Add to Home Screen hint is in the flow, names the brand, and covers nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: IPHONE_SAFARI, viewport: { width: 360, height: 740 } });
  await quietCheckout(context);
  const page = await context.newPage();
  await signIn(page, DEMO.lead);
  const hint = page.getByRole('complementary', { name: 'Add to Home Screen' });
  await expect(hint).toBeVisible(SERVER);
  await expect(hint).toContainText('Install Gangway Sailing on this device: tap Share, then Add to Home Screen.');
  const layout = await hint.evaluate((element) => ({
    position: getComputedStyle(element).position,
    inMain: element.closest('main') !== null,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(layout).toEqual({ position: 'static', inMain: true, overflow: 0 });
  // The page's content starts below it. Both boxes are read in one go in the page: read one by one,
  // the dashboard's content replacing its skeleton in between could hand back a detached heading.
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible(SERVER);
  const contentBelowHint = () =>
    hint.evaluate((element) => {
      const hintBottom = element.getBoundingClientRect().bottom;
      const heading = [...document.querySelectorAll('main :is(h1, h2, h3)')].find((h) => !element.contains(h));
      return heading ? heading.getBoundingClientRect().top >= hintBottom : 'no heading';
    });
  await expect.poll(contentBelowHint, SERVER).toBe(true);
  await page.screenshot({ path: test.info().outputPath('ios-hint-360.png') });

  // The bottom of the page (the footer's last line) is not under anything either.
  // Scrolled and read in one go, polled: content still arriving can grow the page after a scroll
  // and leave the footer below the viewport, where elementFromPoint finds nothing.
  const bottomCovered = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const footer = document.querySelector('footer');
      if (!footer) return 'no footer';
      const box = footer.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.bottom - 4);
      return top !== null && footer.contains(top) ? 'uncovered' : `covered by ${top?.outerHTML.slice(0, 80)}`;
    });
  await expect.poll(bottomCovered, SERVER).toBe('uncovered');
  await context.close();
});

test('persistent storage is asked for once the traveller has a booking, and once only', async ({ page, context }) => {
  await quietCheckout(context);
  // Counts the app's requests (the browser's own answer does not matter here).
  await page.addInitScript(() => {
    const calls = { persist: 0 };
    (window as unknown as { persistCalls: typeof calls }).persistCalls = calls;
    Object.defineProperty(navigator.storage, 'persisted', { value: async () => false });
    Object.defineProperty(navigator.storage, 'persist', {
      value: async () => {
        calls.persist += 1;
        return true;
      },
    });
  });
  const persistCalls = () =>
    page.evaluate(() => (window as unknown as { persistCalls: { persist: number } }).persistCalls.persist);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
  expect(await persistCalls()).toBe(0); // never on the login page

  await signIn(page, DEMO.lead);
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible(SERVER);
  await expect.poll(persistCalls).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('gangway-persist-asked'))).not.toBeNull();

  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible(SERVER);
  await page.goto('/bookings/40003');
  await expect(page.getByRole('button', { name: 'Visa letter' })).toBeVisible(SERVER);
  expect(await persistCalls()).toBe(0); // a new page: its counter starts again, and it did not ask
});

test('a booking never opened online opens offline: the dashboard read the upcoming ones ahead', async ({
  page,
  context,
}) => {
  await quietCheckout(context);
  await signInOnline(page);
  const firstCard = page.getByRole('tabpanel').getByRole('article').first();
  const title = await firstCard.getByText(/^Booking #\d+$/).textContent(SERVER);
  const id = Number(title?.replace('Booking #', ''));
  // Only the dashboard was open: the first upcoming booking's page was read ahead and persisted.
  await waitForPersisted(page, [key('bookings', 'list', 'mine'), key('bookings', 'detail', id)]);

  await context.setOffline(true);
  await page.reload();
  await firstCard.getByRole('link').first().click(SERVER);
  await expect(page).toHaveURL(`/bookings/${id}`);
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible(SERVER);
  await expect(page.getByText(`Booking #${id}`, { exact: false }).first()).toBeVisible();
  // Offline, the one banner says the page is a saved copy.
  await expect(banner(page, 'Offline')).toContainText('Offline · saved ', SERVER);
});
