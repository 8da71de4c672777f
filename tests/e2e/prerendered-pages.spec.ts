// The visitor pages arrive as HTML rendered at build time for the host's brand (painted
// before the JavaScript runs), and the app hydrates that markup: no console error, no hydration
// mismatch, and the nodes painted first are the ones that stay (createRoot would replace them).
import { type BrandName, brandUrl, collectErrors, DEMO, expect, signIn, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };

const PAGES = [
  { path: '/login', heading: 'Log In', title: 'Log In' },
  { path: '/registration', heading: 'Create an account', title: 'Sign Up' },
  { path: '/password/new', heading: 'Forgot your password?', title: 'Forgot Password' },
  { path: '/password/edit?reset_password_token=abc', heading: 'Change your password', title: 'Change Password' },
  { path: '/404', heading: 'OOPS - Looks like something went wrong', title: null },
] as const;

const COMPANIES: Record<BrandName, string> = { cruise: 'Gangway Sailing', tour: 'Gangway Tours' };

for (const brand of ['cruise', 'tour'] as const) {
  test(`${brand}: every visitor page paints from the HTML alone, in the brand`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(brandUrl(brand, path));
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('img', { name: COMPANIES[brand] }).first()).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path.split('?')[0] ?? path);
    }
    // The invitation page is the same for every token until the invitation loads: one file.
    await page.goto(brandUrl(brand, '/invite/any-token'));
    await expect(page.getByRole('region', { name: 'Invitation' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/invite/');
    // Before its code runs a form cannot be sent (a native submit would put the password in the
    // address), yet its controls look as they will once the page is hydrated.
    await page.goto(brandUrl(brand, '/login'));
    const email = page.getByLabel('Email');
    await expect(email).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
    expect(await email.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  test(`${brand}: every visitor page hydrates without an error and keeps its painted nodes`, async ({ page }) => {
    const errors = collectErrors(page);
    // Before any script of the page runs, remember the heading the HTML painted.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { paintedHeading: Element | null }).paintedHeading = document.querySelector('h1');
      });
    });
    for (const { path, heading, title } of PAGES) {
      await page.goto(brandUrl(brand, path));
      await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      for (const control of await page.locator('main').locator('input, select, button[type="submit"]').all())
        await expect(control).toBeEnabled();
      const kept = await page.evaluate(
        () => (window as unknown as { paintedHeading: Element | null }).paintedHeading === document.querySelector('h1'),
      );
      expect(kept, `${path}: the painted heading is the hydrated one`).toBe(true);
      if (title) await expect(page).toHaveTitle(`${title} | ${COMPANIES[brand]}™`);
    }
    expect(errors).toEqual([]);
  });
}

test('a hydrated sign-in page is the app: its links move inside it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/login?redirect=%2Fprofile');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  // A client-side move: the window (and what the test left on it) is the same.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('a reset link without its token and an unknown path get the shell, rendered by the app', async ({ page }) => {
  await page.goto('/password/edit');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'rendered', SERVER);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /./);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/404', SERVER);
});

test('an invitation hydrates for a visitor; a signed-in customer gets it rendered afresh', async ({ page }) => {
  const errors = collectErrors(page);
  // An unknown token: the page hydrates, then the failed load sends the visitor to the root.
  await page.goto('/invite/not-a-real-token');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
  await expect(page).toHaveURL(/\/login/, SERVER);
  // The browser logs the invitation's 404 as a failed resource; that is the only error allowed.
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);

  // Signed in, the header is not the visitor's the page was rendered with.
  await signIn(page, DEMO.lead);
  await page.goto('/invite/not-a-real-token');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'rendered', SERVER);
});
