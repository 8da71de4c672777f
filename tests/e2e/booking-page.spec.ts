// The booking page, its status, status bar and load failure: the page of each status, the
// navigation's visibility rules, the dates shown, the status bar's payment links, extras in order,
// pre-departure info and the group link, the greyed expired and cancelled bookings, another
// customer's booking, both brands and print.
// Read-only: ga_checkout is answered here, in the browser, so these tests change no data.
import type { Page } from '@playwright/test';
import { brandUrl, DEMO, expect, expectAccessible, serveShellOnly, signIn, test, withSession } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

let gaCheckouts: string[] = [];

test.beforeEach(async ({ page }) => {
  gaCheckouts = [];
  await page.route('**/api/v2/customer/bookings/*/ga_checkout.json', async (route) => {
    gaCheckouts.push(new URL(route.request().url()).pathname);
    await route.fulfill({ status: 204, body: '' });
  });
});

// The demo's tours (the Peru and Morocco products); every other booking is a cruise.
const TOURS = new Set([40003, 40004, 40007, 40009, 40012, 40014, 40016, 40018]);

async function openBooking(page: Page, id: number) {
  await page.goto(`/bookings/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TOURS.has(id) ? 'Your Tour' : 'Your Cruise', SERVER);
  await expect(page.getByTestId('booking-content')).toBeVisible(SERVER);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Booking' });
const statusBar = (page: Page) => page.locator('[data-status-bar]');
const dates = (page: Page) => page.getByRole('region', { name: 'Dates' });
const term = (page: Page, text: string) => page.locator('dt', { hasText: text });
const content = (page: Page) => page.getByTestId('booking-content');

test('awaiting payment (40001): title, navigation, info card, expiry date, deposit link, tax notice', async ({
  page,
}) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40001);
  await expect(page).toHaveTitle('Your Cruise | Gangway Sailing™');
  await expect(page.getByText('Cruise #40001', { exact: true })).toBeVisible();

  await expect(nav(page).getByRole('link')).toHaveText(['Dashboard', 'Your Cruise', 'Messages', 'Payments']);
  await expect(nav(page).getByRole('link', { name: 'Your Cruise' })).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  await expect(page.getByRole('heading', { name: 'Greek Islands Sailing' })).toBeVisible();
  await expect(page.getByText('Cyclades: Athens to Santorini', { exact: true }).first()).toBeVisible();
  await expect(term(page, 'Ship:').locator('+ dd')).toHaveText('Kalypso');

  await expect(dates(page).locator('dt')).toHaveText(['Departure', 'Return', 'Booking expires']);
  await expect(term(page, 'Departure').locator('+ dd')).toHaveText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4}$/);

  await expect(statusBar(page)).toHaveAttribute('data-status-bar', 'secure_booking_deposit');
  await expect(statusBar(page).getByRole('heading')).toHaveText('Secure your booking');
  await expect(statusBar(page)).toContainText(/Pay your deposit of €1,000\.00 before then/);
  await expect(statusBar(page).getByRole('link', { name: 'Pay deposit' })).toHaveAttribute(
    'href',
    '/bookings/40001/new_payment?initializeWith=deposit',
  );

  await expect(page.getByRole('region', { name: 'Local tax notice' })).toContainText('climate resilience levy');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('link', { name: 'View payments' })).toHaveAttribute(
    'href',
    '/bookings/40001/payments',
  );
  await expect(payments.getByRole('link', { name: 'PAY NOW' })).toHaveAttribute('href', '/bookings/40001/new_payment');
  await expect(payments.locator('dt')).toHaveText(['Total', 'Paid', 'Remaining']);

  const quick = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quick.getByRole('link', { name: 'Itinerary' })).toBeVisible();
  await quick.getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { name: 'FAQs' })).toBeFocused();
  await expect(page).toHaveURL('/bookings/40001');

  await expectAccessible(page);
});

test('deposit paid, balance due (40003): due date, no expiry, Pay now opens the payment dialog', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40003);
  await expect(dates(page).locator('dt')).toHaveText(['Departure', 'Return', 'Payment due']);
  await expect(term(page, 'Payment due').locator('+ dd')).toHaveText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4}$/);

  const pay = statusBar(page).getByRole('link', { name: 'Pay now' });
  await expect(pay).toHaveAttribute('href', '/bookings/40003/new_payment?initializeWith=fullPayment');
  await pay.click();
  await expect(page).toHaveURL('/bookings/40003/new_payment?initializeWith=fullPayment');
  await expect(page.getByRole('dialog')).toBeVisible();
  // The dialog sits over the booking page, which stays the current navigation item.
  await expect(nav(page).getByRole('link', { name: 'Your Tour' })).toHaveAttribute('aria-current', 'page');
});

test('deposit overdue past its hold (40005): the dates say the hold has ended, not that it expires', async ({
  page,
}) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40005);
  await expect(statusBar(page)).toHaveAttribute('data-status-bar', 'deposit_overdue');
  await expect(term(page, 'Booking hold ended').locator('+ dd')).toHaveText(
    /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4}, /,
  );
  await expect(dates(page).locator('dt', { hasText: 'Booking expires' })).toHaveCount(0);
});

test('confirmed and paid (40009): pre-departure info and the group link, no payment links', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40009);
  await expect(statusBar(page)).toHaveAttribute('data-status-bar', 'predeparture_information_available');
  await expect(statusBar(page)).toHaveAttribute('data-priority', 'success');
  const preDeparture = page.getByRole('region', { name: 'Pre-departure information', exact: true });
  await expect(preDeparture).toBeVisible();
  await expect(preDeparture.locator('h3, li').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Join the group on Facebook/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\/groups\//,
  );
  await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toContainText([
    'Pre-departure info',
    'Travel group',
  ]);
  await expect(page.getByRole('link', { name: /^(Pay now|Pay deposit|PAY NOW)$/ })).toHaveCount(0);
  await expect(dates(page).locator('dt')).toHaveText(['Departure', 'Return']);
});

test('expired (40015): greyed out and inert under its sentence, no payment', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40015);
  await expect(page.getByText('Unfortunately your booking has expired', { exact: true })).toBeVisible();
  await expect(content(page)).toHaveAttribute('inert', '');
  await expect(content(page)).toHaveAttribute('data-disabled', 'true');
  await expect(content(page)).toHaveCSS('filter', /grayscale/);
  await expect(statusBar(page)).toHaveAttribute('data-status-bar', 'expired');
  await expect(content(page).getByText('PAY NOW')).toHaveCount(0);
  await expect(content(page).locator('dt', { hasText: 'Booking expires' })).toHaveCount(0);
  // Keyboard focus cannot enter the disabled booking.
  const focusable = await content(page).evaluate((root) => {
    const links = root.querySelectorAll<HTMLElement>('a, button');
    for (const link of links) link.focus();
    return root.contains(document.activeElement);
  });
  expect(focusable).toBe(false);
  await expectAccessible(page);
});

test('cancelled (40016): its sentence, no dates, Credit Notes in the navigation', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40016);
  await expect(page.getByText('Your booking has been cancelled', { exact: true })).toBeVisible();
  await expect(content(page)).toHaveAttribute('inert', '');
  await expect(dates(page)).toHaveCount(0);
  await expect(term(page, 'Departure')).toHaveCount(0);
  await expect(nav(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Your Tour',
    'Messages',
    'Payments',
    'Credit Notes',
  ]);
});

test('Credit Notes shows only with credit notes, Review only once the trip is over', async ({ page }) => {
  await signIn(page, DEMO.lead);
  const expectations: [number, string[]][] = [
    [40004, ['Credit Notes']],
    [40013, ['Review']],
    [40014, ['Review']],
    [40001, []],
    [40009, []],
  ];
  for (const [id, extra] of expectations) {
    await openBooking(page, id);
    await expect(nav(page).getByRole('link'), `booking ${id}`).toHaveText([
      'Dashboard',
      TOURS.has(id) ? 'Your Tour' : 'Your Cruise',
      'Messages',
      'Payments',
      ...extra,
    ]);
  }
  await nav(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL('/bookings/40009/messages');
  await expect(nav(page).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
});

test('a cruise without a ship yet says so, with a note on focus that Escape hides', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40017);
  await expect(term(page, 'Ship:').locator('+ dd')).toHaveText(/^To be assigned/);
  const about = page.getByRole('button', { name: 'About the ship' });
  const note = page.getByRole('tooltip');
  await expect(note).toBeHidden();
  await about.focus();
  await expect(note).toBeVisible();
  await expect(about).toHaveAccessibleDescription(/We assign the ship closer to departure/);
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
});

test('payment links appear only when the booking allows payments', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await serveShellOnly(page);
  await page.route('**/api/v2/customer/bookings/40001.json', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, payment_allowed: false } });
  });
  await openBooking(page, 40001);
  await expect(statusBar(page)).toHaveAttribute('data-status-bar', 'secure_booking_deposit');
  await expect(statusBar(page).getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'PAY NOW' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View payments' })).toBeVisible();
});

test('extras come before discounts, fixed before percentage, then by amount', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40011);
  const extras = page.getByRole('region', { name: 'Extras and discounts' }).getByTestId('booking-extra');
  await expect(extras).toHaveCount(3);
  await expect(extras.nth(0)).toContainText('ExtraProvisioning');
  await expect(extras.nth(1)).toContainText('ExtraSkipper and host');
  await expect(extras.nth(2)).toContainText('DiscountEarly-bird charter discount');
  await expect(extras.nth(2)).toContainText('-5%');
});

test("another customer's booking goes back to the dashboard with the not-found toast", async ({ page }) => {
  await signIn(page, DEMO.lead);
  await expect(page).toHaveURL('/', SERVER);
  await page.goto('/bookings/40018');
  await expect(page.getByText("Unfortunately we couldn't find such booking.")).toBeVisible(SERVER);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'YOUR BOOKINGS' })).toBeVisible();
});

test('a booking the server fails to send goes back to the dashboard with the error toast', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await serveShellOnly(page);
  await expect(page).toHaveURL('/', SERVER);
  await page.route('**/api/v2/customer/bookings/40001.json', (route) =>
    route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }),
  );
  await page.goto('/bookings/40001');
  await expect(page.getByText('Sorry! There was an error loading the booking.')).toBeVisible(SERVER);
  await expect(page).toHaveURL('/');
});

test('ga_checkout is sent once per booking and remembered', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40001);
  await expect.poll(() => gaCheckouts).toEqual(['/api/v2/customer/bookings/40001/ga_checkout.json']);
  const remembered = await page.evaluate(() => localStorage.getItem('gangway-ga-checkout'));
  expect(JSON.parse(remembered ?? '[]')).toEqual([40001]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cruise', SERVER);
  await openBooking(page, 40003);
  await openBooking(page, 40001);
  await expect.poll(() => gaCheckouts.length).toBe(2);
  expect(gaCheckouts[1]).toBe('/api/v2/customer/bookings/40003/ga_checkout.json');
});

test('the tour host: its own chrome, a tour named Booking #id / Your Tour, a cruise still Cruise #id', async ({
  page,
}) => {
  await page.goto(brandUrl('tour', '/login'));
  await signIn(page, DEMO.lead);
  await page.goto(brandUrl('tour', '/bookings/40003'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Tour', SERVER);
  await expect(page.getByText('Booking #40003', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle('Your Tour | Gangway Tours™');
  await expect(nav(page).getByRole('link', { name: 'Your Tour' })).toHaveAttribute('aria-current', 'page');
  // A cruise seen on the tour site: cruise words, the tour site's chrome (title suffix, logo).
  await page.goto(brandUrl('tour', '/bookings/40001'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cruise', SERVER);
  await expect(page.getByText('Cruise #40001', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle('Your Cruise | Gangway Tours™');
  await expect(page.locator('header img[src*="tour-logo"]')).toBeVisible();
  // Leaving the booking clears its header title.
  await nav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(/^Welcome to your Gangway Tours account, Olivia!$/)).toBeVisible();
});

test('the cruise host: a tour booking reads Your Tour / Booking #id, in the status bar too', async ({ page }) => {
  await page.goto(brandUrl('cruise', '/login'));
  await signIn(page, DEMO.lead);
  await page.goto(brandUrl('cruise', '/bookings/40003'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Tour', SERVER);
  await expect(page.getByText('Booking #40003', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Cruise #40003')).toHaveCount(0);
  await expect(page).toHaveTitle('Your Tour | Gangway Sailing™');
  await expect(nav(page).getByRole('link')).toHaveText(['Dashboard', 'Your Tour', 'Messages', 'Payments']);
  await expect(page.locator('header img[src*="cruise-logo"]')).toBeVisible();
});

test('printing shows the booking without the app around it', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40001);
  await page.emulateMedia({ media: 'print' });
  await expect(nav(page)).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
  await expect(page.locator('header')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Greek Islands Sailing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
});

test('at 360 px the page fits the screen and stays accessible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await withSession(page, DEMO.lead);
  await openBooking(page, 40008);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('the return date is the last day of the itinerary and of the visa letter (40009: 9 days)', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40009);
  const letter = await page.request.get('/api/v2/customer/bookings/40009/visa_letter.json');
  expect(letter.ok()).toBe(true);
  const { departure, finish_date: finishDate } = (await letter.json()) as { departure: string; finish_date: string };
  // The departure day is day 1: a 9-day trip ends 8 days after it leaves.
  expect(Date.parse(finishDate) - Date.parse(departure)).toBe(8 * 86_400_000);
  const lastDay = page.locator('#itinerary li').last();
  await expect(lastDay).toContainText('Day 9');
  await expect(lastDay.locator('time')).toHaveAttribute('datetime', finishDate);
  const [year, month, day] = finishDate.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  await expect(term(page, 'Return').locator('+ dd')).toHaveText(
    new RegExp(`^${day}(st|nd|rd|th) ${monthName}, ${year}$`),
  );
});

test('a passenger who is not the lead is offered no payment link (guest on the payable 40008)', async ({ page }) => {
  // guest@example.com travels on the lead's 40008, which still owes money; staff=true skips the
  // forced password change of this new account.
  await withSession(page, 'guest@example.com');
  await page.goto('/bookings/40008?staff=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cruise', SERVER);
  await expect(page.getByRole('region', { name: 'Payments', exact: true })).toBeVisible(SERVER);
  await expect(page.getByRole('link', { name: /^pay (now|deposit)$/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^pay (now|deposit)$/i })).toHaveCount(0);
  // The payment route itself goes back to the booking.
  await page.goto('/bookings/40008/new_payment');
  await expect(page).toHaveURL('/bookings/40008', SERVER);
  await expect(page.getByRole('dialog', { name: 'Make Payment' })).toHaveCount(0);
});

test('at 360 px the page does not jump while a booking opened cold arrives: the title band keeps its height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await serveShellOnly(page);
  // The booking's answer is held until the page has painted its frame without it; held from the
  // start, so the dashboard's read-ahead cannot have cached it either.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v2/customer/bookings/40003.json', async (route) => {
    await held;
    await route.fallback();
  });
  await signIn(page, DEMO.lead);
  await page.addInitScript(() => {
    const page = window as typeof window & { shifts?: number };
    page.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        page.shifts = (page.shifts ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/bookings/40003');
  // A placeholder (the booking's, or the page's while the booking's code arrives) is painted, the
  // header with it, before the booking is let through.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Loading (your booking|page)…/ })
      .first(),
  ).toBeVisible(SERVER);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Tour', SERVER);
  await expect(page.getByTestId('booking-content')).toBeVisible(SERVER);
  // The greeting's two lines becoming 'Your Tour' moved the whole page up: a layout shift of 0.02.
  // What may remain is the header's controls settling (under 0.001), far from anything visible.
  expect(await page.evaluate(() => (window as typeof window & { shifts?: number }).shifts)).toBeLessThan(0.005);
});
