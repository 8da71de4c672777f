// The Notifications page: grouped by day, the booking filter (each choice starts at page 1), Show
// More that never skips or repeats, the payment links of payment notifications, dismissing; its
// items are the bell's own. The lead has over a dozen notifications on the page from the start
// (more arrive while other specs run: counts are lower bounds).
import type { Page } from '@playwright/test';
import { staffMessage } from './crm.ts';
import { DEMO, expect, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const items = (page: Page) => page.locator('main ul > li');
const itemAbout = (page: Page, text: string) => items(page).filter({ hasText: text });
/** The page filtered to one booking: the server raises new notices while the suite runs, so an
 * older seeded one may have moved off the first page of all bookings. */
async function showBooking(page: Page, id: number) {
  await page.getByLabel('Show notifications for').selectOption({ label: `Booking #${id}` });
  await expect(
    page
      .locator('main ul > li')
      .getByRole('link', { name: /^#\d+$/ })
      .first(),
  ).toHaveText(`#${id}`, SERVER);
}

// Through the dashboard: GO BACK below returns to it.
test.beforeEach(async ({ page, signIn }) => {
  await signIn(page, DEMO.lead);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible(SERVER);
  await expect(items(page).first()).toBeVisible(SERVER);
});

test('lists by day, pages with Show More, and is accessible', async ({ page, expectAccessible }) => {
  await expect(items(page)).toHaveCount(10);
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(1);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect.poll(() => items(page).count(), SERVER).toBeGreaterThan(10);
  // The seeded notifications span weeks (the server adds today's as the suite runs): several days.
  await expect.poll(() => page.getByRole('heading', { level: 2 }).count(), SERVER).toBeGreaterThanOrEqual(2);
});

test('the booking filter names each booking once, ids descending, and resets the paging', async ({ page }) => {
  const filter = page.getByLabel('Show notifications for');
  await expect(filter.locator('option').nth(1)).toHaveText(/^Booking #\d+$/, SERVER);
  const labels = await filter.locator('option').allTextContents();
  expect(labels[0]).toBe('All Bookings');
  const ids = labels.slice(1).map((label) => Number(label.replace('Booking #', '')));
  expect(ids).toEqual([...ids].sort((a, b) => b - a));

  await filter.selectOption({ label: 'Booking #40009' });
  await expect(items(page).first()).toBeVisible(SERVER);
  const bookingLinks = page.locator('main ul > li').getByRole('link', { name: /^#\d+$/ });
  await expect(bookingLinks.first()).toHaveText('#40009', SERVER);
  for (const text of await bookingLinks.allTextContents()) expect(text).toBe('#40009');
  await expect(page.getByRole('button', { name: 'Show More' })).toHaveCount(0);
});

test('choosing a filter starts again at page 1, also back on All Bookings', async ({ page }) => {
  await expect(items(page)).toHaveCount(10, SERVER);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect.poll(() => items(page).count(), SERVER).toBeGreaterThan(10);
  await showBooking(page, 40009);
  await page.getByLabel('Show notifications for').selectOption({ label: 'All Bookings' });
  await expect(items(page)).toHaveCount(10, SERVER);
  await expect(page.getByRole('button', { name: 'Show More' })).toBeVisible();
});

test('Show More after two dismissals shows every remaining notification exactly once', async ({ page }) => {
  // Thirteen notifications of their own on booking 40013, whose conversation no other spec reads.
  const run = `Pager ${Date.now()}`;
  const text = (i: number) => `You have a new message from ${run} no ${i}.`;
  for (let i = 1; i <= 13; i++) await staffMessage(40013, `Paging check ${i}`, `${run} no ${i}`);
  await page.reload();
  await expect(items(page).first()).toBeVisible(SERVER);
  await showBooking(page, 40013);
  await expect(itemAbout(page, text(13))).toBeVisible(SERVER);
  await expect(items(page)).toHaveCount(10);

  for (const i of [13, 12]) {
    const dismissed = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.ok(),
      SERVER,
    );
    await itemAbout(page, text(i)).getByRole('button', { name: 'Dismiss notification' }).click();
    await dismissed;
  }
  await expect(items(page).filter({ hasText: 'Notification was dismissed.' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect(itemAbout(page, text(1))).toBeVisible(SERVER);
  for (let i = 1; i <= 11; i++) await expect(itemAbout(page, text(i)), text(i)).toHaveCount(1);
  await expect(itemAbout(page, text(13))).toHaveCount(0);
  await expect(itemAbout(page, text(12))).toHaveCount(0);
});

test('payment notifications link to the payment dialog, with the due date', async ({ page }) => {
  await showBooking(page, 40004);
  const overdue = itemAbout(page, 'The payment for booking #40004 is overdue.');
  await expect(overdue.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    '/bookings/40004/new_payment?initializeWith=fullPayment',
    SERVER,
  );
  await expect(overdue.getByText(/^Due date: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await showBooking(page, 40001);
  const deposit = itemAbout(page, 'A deposit is required to secure booking #40001.');
  await expect(deposit.getByRole('link', { name: 'Pay deposit' })).toHaveAttribute(
    'href',
    '/bookings/40001/new_payment?initializeWith=deposit',
    SERVER,
  );
  // A booking that is paid in full (40009) offers no payment link in any of its notifications.
  await showBooking(page, 40009);
  await expect(items(page).first()).toBeVisible(SERVER);
  await expect(items(page).getByRole('link', { name: /^Pay/ })).toHaveCount(0);
});

test('dismissing says so in place, and stays dismissed', async ({ page }) => {
  await showBooking(page, 40009);
  const target = itemAbout(page, 'Chloe Nguyen has been confirmed on your booking.');
  await target.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByText('Notification was dismissed.').first()).toBeVisible();
  await page.reload();
  await expect(items(page).first()).toBeVisible(SERVER);
  await showBooking(page, 40009);
  await expect(itemAbout(page, 'Chloe Nguyen has been confirmed on your booking.')).toHaveCount(0);
});

test('a dismissal the server refuses puts the notification back', async ({ page }) => {
  await showBooking(page, 40001);
  const text = 'A deposit is required to secure booking #40001.';
  await expect(itemAbout(page, text)).toBeVisible(SERVER);
  // Only the dismissal fails; the list itself still loads.
  await page.route('**/api/v2/customer/notifications/*.json', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: {} }) : route.continue(),
  );
  const refused = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.status() === 500,
  );
  await itemAbout(page, text).getByRole('button', { name: 'Dismiss notification' }).click();
  await refused;
  await expect(itemAbout(page, text).getByRole('button', { name: 'Dismiss notification' })).toBeVisible(SERVER);
});

test('on a phone, GO BACK in the footer returns to the page before', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(footer.getByRole('button', { name: 'GO BACK' })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 740 });
  await expect(footer.getByRole('button', { name: 'GO BACK' })).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  await footer.getByRole('button', { name: 'GO BACK' }).click();
  await expect(page).toHaveURL('/', SERVER);
  await expect(footer.getByRole('button', { name: 'GO BACK' })).toHaveCount(0);
});
