// The dashboard: YOUR BOOKINGS with the active / past / expired tabs and their sort orders, the
// folding menu below 768 px, the booking cards, the empty texts and the profile sidebar. Read-only:
// it changes no data.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, serveShellOnly, signIn, test } from './fixtures.ts';

// Sign-in hashes with scrypt: on a busy machine the server can take seconds to answer.
const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

// The lead's bookings (src/server/db/seed/booking-plans.ts) by departure: 40012 departs in 18 days,
// 40002 in 35, 40004 in 40, 40006 in 45, 40016 (cancelled) in 60, 40009 in 75, 40011 in 100,
// 40003 in 110, 40005 in 120, 40007 in 130, 40001 in 150, 40010 in 160, 40008 in 200, 40017 in 260;
// 40014 departed 45 days ago, 40013 210 days ago; 40015's hold ran out 9 days ago.
const ACTIVE = [40012, 40002, 40004, 40006, 40016, 40009, 40011, 40003, 40005, 40007, 40001, 40010, 40008, 40017];
const PAST = [40014, 40013];
const EXPIRED = [40015];

// Opening a booking reports ga_checkout; answer it here so this spec changes no data.
test.beforeEach(async ({ page }) => {
  await page.route('**/api/v2/customer/bookings/*/ga_checkout.json', (route) => route.fulfill({ status: 204 }));
});

const panel = (page: Page) => page.getByRole('tabpanel');
const cards = (page: Page) => panel(page).getByRole('article');

async function cardIds(page: Page): Promise<number[]> {
  const texts = await cards(page)
    .getByText(/^Booking #\d+$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace('Booking #', '')));
}

function card(page: Page, id: number): Locator {
  return cards(page).filter({ hasText: `Booking #${id}` });
}

test('the three tabs list the lead’s bookings in their orders, and the address keeps the tab', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await expect(page).toHaveURL('/', SERVER);
  await expect(page).toHaveTitle('Dashboard | Gangway Sailing™');
  await expect(page.getByRole('heading', { level: 1, name: 'YOUR BOOKINGS' })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Bookings by status' });
  await expect(tabs.getByRole('tab')).toHaveText(['Active', 'Past', 'Expired']);
  await expect(tabs.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(ACTIVE.length, SERVER);
  expect(await cardIds(page)).toEqual(ACTIVE);

  await tabs.getByRole('tab', { name: 'Past' }).click();
  await expect(page).toHaveURL('/?scope=past');
  await expect(tabs.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(PAST.length);
  expect(await cardIds(page)).toEqual(PAST);

  // Arrow keys move between tabs and select them (one tab stop).
  await tabs.getByRole('tab', { name: 'Past' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Expired' })).toBeFocused();
  await expect(page).toHaveURL('/?scope=expired');
  await expect(cards(page)).toHaveCount(EXPIRED.length);
  expect(await cardIds(page)).toEqual(EXPIRED);

  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Expired' })).toHaveAttribute('aria-selected', 'true', SERVER);
  expect(await cardIds(page)).toEqual(EXPIRED);
  await page.keyboard.press('Tab');
  await expectAccessible(page);
});

// A 1x1 PNG standing in for the demo's product photos, so the card's photo is known to load.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// These tests route the photo requests. page.route() does not see a request the service worker
// answers, and once the worker registered at sign-in claims the page it fetches the real photos
// (the demo ships them), so the route would be bypassed at random: block the worker here.
test.describe('product photos', () => {
  test.use({ serviceWorkers: 'block' });

  test('a booking card shows the product, direction, id, label and time, and opens the booking', async ({ page }) => {
    await page.route('**/images/products/**', (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
    await signIn(page, DEMO.lead);
    await expect(cards(page)).toHaveCount(ACTIVE.length, SERVER);

    const confirmed = card(page, 40009);
    await expect(confirmed.getByRole('heading', { name: 'Morocco Desert Tour' })).toBeVisible();
    await expect(confirmed.getByText('confirmed', { exact: true })).toBeVisible();
    await expect(confirmed.getByText('Marrakech to the Sahara')).toBeVisible();
    await expect(confirmed.getByText(/^Departing in \d+ (days|months)$/)).toBeVisible();
    await expect(card(page, 40016).getByText('cancelled', { exact: true })).toBeVisible();
    await expect(card(page, 40001).getByText(/^(confirmed|cancelled)$/)).toHaveCount(0);
    await expect(card(page, 40001).getByText('Departing in 5 months')).toBeVisible();
    await expect(card(page, 40001).getByText('Cyclades: Athens to Santorini')).toBeVisible();
    const photo = card(page, 40001).getByRole('img');
    await expect(photo).toHaveAttribute('alt', 'Greek Islands Sailing: Cyclades: Athens to Santorini');
    await expect(photo).toHaveAttribute('loading', 'lazy');

    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(card(page, 40014).getByText(/^Departed (1 month|2 months) ago$/)).toBeVisible();
    await expect(card(page, 40013).getByText('Departed 7 months ago')).toBeVisible();
    await page.getByRole('tab', { name: 'Expired' }).click();
    await expect(card(page, 40015).getByText('Expired 9 days ago')).toBeVisible();

    await card(page, 40015).getByRole('link').click();
    await expect(page).toHaveURL('/bookings/40015', SERVER);
  });

  test('a product photo that cannot load leaves the brand colour in its place', async ({ page }) => {
    await page.route('**/images/products/**', (route) => route.fulfill({ status: 404 }));
    await signIn(page, DEMO.lead);
    await expect(cards(page)).toHaveCount(ACTIVE.length, SERVER);
    await expect(card(page, 40001).getByRole('img')).toHaveCount(0);
    const place = card(page, 40001).locator('div').first();
    await expect(place).toHaveCSS('background-color', 'rgb(11, 57, 84)'); // the cruise brand colour
  });
});

test('empty tabs say so, with a cheer for no expired bookings', async ({ page }) => {
  // Chloe only travels on the lead's Morocco booking (40009), which is active.
  await signIn(page, DEMO.friend);
  await expect(cards(page)).toHaveCount(1, SERVER);
  expect(await cardIds(page)).toEqual([40009]);
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(panel(page)).toHaveText('You have no past bookings.');
  await page.getByRole('tab', { name: 'Expired' }).click();
  await expect(panel(page)).toHaveText('You have no expired bookings. Great job!');
});

test('the profile sidebar shows the customer with the initials fallback and EDIT PROFILE', async ({ page }) => {
  await signIn(page, DEMO.lead);
  const profile = page.getByRole('complementary', { name: 'Your profile' });
  await expect(profile.getByRole('heading', { name: 'Your profile: Olivia Bennett' })).toBeVisible(SERVER);
  await expect(profile.getByTestId('avatar-initials')).toHaveText('OB');
  const detail = (term: string) => profile.locator('dt', { hasText: term }).locator('+ dd');
  await expect(detail('Born')).toHaveText('1988');
  await expect(detail('Nationality')).toHaveText('British');
  await expect(detail('Email')).toHaveText('lead@example.com');
  await expect(detail('Number')).toHaveText('+44 7700 900123');
  await profile.getByRole('link', { name: 'EDIT PROFILE' }).click();
  await expect(page).toHaveURL('/profile');
});

test('a broken avatar image falls back to the initials', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible(SERVER);
  // Make /customer/me answer with an avatar address that cannot load, then read it afresh.
  await page.route('**/api/v2/customer/me.json', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, thumb_avatar_url: '/no-such-avatar.jpg' },
      });
    } catch {
      // A request of the page being reloaded away: its answer is disposed, and nobody reads it.
    }
  });
  await page.reload();
  const profile = page.getByRole('complementary', { name: 'Your profile' });
  await expect(profile.getByTestId('avatar-initials')).toHaveText('OB', SERVER);
});

test('bookings the server fails to send: the toast, and the dashboard stays with a way to try again', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/api/v2/customer/bookings.json', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'Internal Server Error' } }) : route.fallback(),
  );
  await serveShellOnly(page);
  await signIn(page, DEMO.lead);
  await expect(page.getByRole('alert').getByText('Sorry! There was an error loading bookings.')).toBeVisible(SERVER);
  await expect(page).toHaveURL('/');
  await expect(panel(page).getByText('Sorry! There was an error loading bookings.')).toBeVisible(SERVER);
  fail = false;
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page)).toHaveCount(ACTIVE.length, SERVER);
});

test('a busy server or a dropped connection is retried by the client: the bookings arrive, no error', async ({
  page,
}) => {
  const answers: string[] = [];
  await page.route('**/api/v2/customer/bookings.json', async (route) => {
    answers.push(answers.length === 0 ? '503' : answers.length === 1 ? 'dropped' : 'served');
    if (answers.length === 1) {
      return route.fulfill({ status: 503, headers: { 'Retry-After': '0' }, json: { error: 'busy' } });
    }
    if (answers.length === 2) return route.abort('connectionreset');
    return route.fallback();
  });
  await serveShellOnly(page);
  await signIn(page, DEMO.lead);
  await expect(cards(page)).toHaveCount(ACTIVE.length, SERVER);
  expect(answers).toEqual(['503', 'dropped', 'served']);
  await expect(page.getByText('Sorry! There was an error loading bookings.')).toHaveCount(0);
});

test('below 768 px the tabs fold into a menu that names the current scope', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.lead);
  await expect(cards(page)).toHaveCount(ACTIVE.length, SERVER);
  await expect(page.getByRole('tablist')).toBeHidden();

  const toggle = page.getByRole('button', {
    name: 'Show bookings: Active bookings',
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const choices = page.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('button');
  await expect(choices).toHaveText(['Active bookings', 'Past bookings', 'Expired bookings']);
  await expect(choices.first()).toHaveAttribute('aria-current', 'true');

  await choices.nth(1).click();
  await expect(page).toHaveURL('/?scope=past');
  const folded = page.getByRole('button', {
    name: 'Show bookings: Past bookings',
  });
  await expect(folded).toHaveAttribute('aria-expanded', 'false');
  await expect(folded).toBeFocused();
  expect(await cardIds(page)).toEqual(PAST);

  // No sideways scrolling at 360 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('a phone turned from landscape to portrait keeps every card within the narrower screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, DEMO.lead);
  await expect(cards(page)).toHaveCount(ACTIVE.length, SERVER);
  // Every card drawn once at the landscape width, then out of view again, as scrolling leaves them.
  for (const card of await cards(page).all()) await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await context.close();
});
