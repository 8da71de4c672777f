// The app shell (both specs, section 2): the access guard with its redirect query, unknown paths to
// /404, both brands, the header (greeting, bell, user popup), noindex on authenticated pages.
import type { Page } from '@playwright/test';
import { brandUrl, DEMO, expect, expectAccessible, signIn, test, withSession } from './fixtures.ts';

// Sign-in hashes with scrypt: on a busy machine the server can take seconds to answer.
const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const robotsMeta = (page: Page) => page.locator('head meta[name="robots"][content="noindex"]');
const accountMenuButton = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

test('an authenticated page sends a visitor to login with its full path, and sign-in comes back to it', async ({
  page,
}) => {
  await page.goto('/bookings/40001/payments');
  await expect(page).toHaveURL('/login?redirect=%2Fbookings%2F40001%2Fpayments');

  await signIn(page, DEMO.lead);
  await expect(page).toHaveURL('/bookings/40001/payments', SERVER);
  await expect(page).toHaveTitle('Payments - #40001 | Gangway Sailing™');
  await expect(page.getByText('Cruise #40001', { exact: true })).toBeVisible();

  // The bell: the unseen count in its name (another test may already have seen the lead's: the
  // count itself is the bell's own tests'); opening lists the latest notifications.
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName(/^Notifications, (\d+|none) unseen$/, SERVER);
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: 'View All' })).toBeVisible();
  await panel.getByRole('button', { name: 'Dismiss notification' }).first().click();
  await expect(panel.getByText('Notification was dismissed.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});

test('a customer without notifications is told to relax', async ({ page }) => {
  // guest@example.com has none; it must set a password first, which staff=true skips.
  await withSession(page, 'guest@example.com');
  await page.goto('/?staff=true');
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, none unseen', SERVER);
  await bell.click();
  await expect(page.getByText('Relax, you have no notifications')).toBeVisible();
});

test('unknown paths end on /404, whose button leads a visitor to log in', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'OOPS - Looks like something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle('404 | Gangway Sailing™');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to Log In' }).click();
  await expect(page).toHaveURL('/login');
});

test('both spellings of the notifications path lead to the notifications page', async ({ page }) => {
  await page.goto('/notifiations');
  await expect(page).toHaveURL('/login?redirect=%2Fnotifications');
  await page.goto('/notifications');
  await expect(page).toHaveURL('/login?redirect=%2Fnotifications');
});

test('each brand host shows its own logo, company and colours', async ({ page }) => {
  const seen: Record<string, string> = {};
  for (const [brand, company] of [
    ['cruise', 'Gangway Sailing'],
    ['tour', 'Gangway Tours'],
  ] as const) {
    await page.goto(brandUrl(brand, '/login'));
    await expect(page.getByRole('img', { name: company })).toBeVisible();
    await expect(page).toHaveTitle(`Log In | ${company}™`);
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${company}`);
    seen[brand] = await page.locator('header .shell-header').evaluate((el) => getComputedStyle(el).backgroundColor);
  }
  expect(seen.cruise).not.toEqual(seen.tour);
});

test('signed in: greeting, noindex, an accessible dashboard and the user popup', async ({ page }) => {
  await page.goto('/login');
  await expect(robotsMeta(page)).toHaveCount(0);
  await signIn(page, DEMO.friend);
  await expect(page).toHaveURL('/', SERVER);
  await expect(page.getByText('Welcome to your Gangway Sailing account, Chloe!', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard | Gangway Sailing™');
  await expect(robotsMeta(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expectAccessible(page);

  // Keyboard: Enter opens on the first item, arrows move, Enter follows, Escape closes.
  const menuButton = accountMenuButton(page);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Dashboard', 'Profile', 'Sign Out']);
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/profile');
  await expect(page).toHaveTitle('Profile | Gangway Sailing™');

  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/');

  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login', SERVER);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(robotsMeta(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('logined'))).toBe('false');

  // Signed out for real: the guard asks again and sends the visitor to login.
  await page.goto('/profile');
  await expect(page).toHaveURL('/login?redirect=%2Fprofile');
});

test("the page's favicon and touch icon are PNG files it can fetch (an SVG favicon is an SVG document the page draws)", async ({
  page,
}) => {
  await page.goto('/login');
  for (const rel of ['icon', 'apple-touch-icon']) {
    const href = await page.locator(`link[rel="${rel}"]`).getAttribute('href');
    expect(href, rel).toMatch(/\.png$/);
    const answer = await page.request.get(href ?? '');
    expect(answer.status(), rel).toBe(200);
    expect(answer.headers()['content-type'], rel).toBe('image/png');
  }
});
