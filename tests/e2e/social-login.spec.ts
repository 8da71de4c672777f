// Social login with Facebook against the local fake provider the
// suite's server talks to: connect from the profile, sign in with it from the login page, a
// Facebook user with no account connected is told how to connect it, a cancelled sign-in says
// 'Login with Facebook failed.', and disconnect asks first. Where Facebook is not offered there is
// no Facebook button at all.
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, expect, expectAccessible, registerThroughApi, signInThroughForm, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
// Each test crosses to the provider and back, with a sign-up's scrypt first: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('connect in the profile, sign in with Facebook, disconnect after the question', async ({ page }) => {
  const email = `social-${randomBytes(5).toString('hex')}@example.com`;
  await registerThroughApi(page.request, {
    title: 'Mx',
    first_name: 'Robin',
    last_name: 'Sailor',
    email,
    age: 1990,
    nationality: 'Irish',
    country_code: '353',
    tel: '87 123 4567',
    password: DEMO_PASSWORD,
  });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Social networks' });
  await expect(section.getByText('not connected')).toBeVisible(SERVER);
  await section.getByRole('link', { name: 'Connect Facebook' }).click();
  await page.getByRole('link', { name: 'Continue as Robin Sailor' }).click();
  await expect(page).toHaveURL('/profile', SERVER);
  await expect(page.getByText('Facebook is connected.', { exact: true })).toBeVisible(SERVER);
  await expect(section.getByText('connected', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Signed out, the login page's button signs this account in through Facebook.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/, SERVER);
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await page.getByRole('link', { name: 'Continue as Robin Sailor' }).click();
  await expect(page).toHaveURL('/', SERVER);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Personal details' }).getByLabel('Email')).toHaveValue(email, SERVER);

  await section.getByRole('button', { name: 'Disconnect Facebook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Facebook' });
  await expect(dialog.getByText('Are you sure you want to disconnect Facebook?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(section.getByText('not connected')).toBeVisible(SERVER);
});

test('a Facebook user no account is connected to is told to connect it from the Profile, where it works', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await page.getByRole('link', { name: 'Continue as Morgan Deckhand' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fprofile', SERVER);
  const note = page.getByRole('alert').filter({ hasText: "It appears you haven't setup Facebook login" });
  await expect(note).toContainText('you can then connect Facebook to your account from your Profile', SERVER);
  await expect(page.getByText('Login with Facebook failed.', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Logged in with a password, the traveller lands on the Profile, whose Connect button works.
  const email = `morgan-${randomBytes(5).toString('hex')}@example.com`;
  await registerThroughApi(request, {
    title: 'Mr',
    first_name: 'Morgan',
    last_name: 'Deckhand',
    email,
    age: 1985,
    nationality: 'Irish',
    country_code: '353',
    tel: '87 765 4321',
    password: DEMO_PASSWORD,
  });
  await signInThroughForm(page, email);
  await expect(page).toHaveURL('/profile', SERVER);
  const section = page.getByRole('region', { name: 'Social networks' });
  await section.getByRole('link', { name: 'Connect Facebook' }).click();
  await page.getByRole('link', { name: 'Continue as Morgan Deckhand' }).click();
  await expect(page.getByText('Facebook is connected.', { exact: true })).toBeVisible(SERVER);
  await expect(section.getByText('connected', { exact: true })).toBeVisible();
  // Leave Morgan unconnected for the next run.
  await section.getByRole('button', { name: 'Disconnect Facebook' }).click();
  await page.getByRole('dialog', { name: 'Disconnect Facebook' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(section.getByText('not connected')).toBeVisible(SERVER);
});

test("a cancelled or refused Facebook sign-in says 'Login with Facebook failed.'", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Facebook' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/login', SERVER);
  await expect(page.getByText('Login with Facebook failed.', { exact: true })).toBeVisible(SERVER);
});

test('without Facebook offered there is no Facebook button on the login page or the Profile', async ({ page }) => {
  // The pages as a production server without Facebook settings serves them: no social meta tag.
  const withoutSocial = async (route: import('@playwright/test').Route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<meta name="gangway-social"[^>]*>/, '');
    await route.fulfill({ response, body: html });
  };
  await page.route('**/login', withoutSocial);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible(SERVER);
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toHaveCount(0);
  await expect(page.getByText("It appears you haven't setup Facebook login")).toHaveCount(0);

  await page.route('**/profile', withoutSocial);
  await signInThroughForm(page, 'friend@example.com');
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible(SERVER);
  await expect(page.getByRole('region', { name: 'Social networks' })).toHaveCount(0);
  await expect(page.getByText(/Connect Facebook/)).toHaveCount(0);
});
