// The visitor and account screens: log in, registration, forgot and reset password through the
// outbox link, and the forced set-password.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectAccessible,
  readLatestMail,
  registerThroughApi,
  signInThroughForm,
  test,
} from './fixtures.ts';

// Sign-in, registration and password calls hash with scrypt: on a busy machine an answer can take
// several seconds, so what waits for the server waits longer than the default 5 s.
const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const email = (page: Page) => page.getByLabel('Email', { exact: true });
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const loggedInFlag = (page: Page) => page.evaluate(() => localStorage.getItem('logined'));

/** A fresh account through the API (its own request context, so the page stays signed out). */
async function registerThroughApiAs(request: APIRequestContext, address: string, secret: string) {
  await registerThroughApi(request, {
    title: 'Mx',
    first_name: 'Robin',
    last_name: 'Tester',
    email: address,
    age: 1985,
    nationality: 'British',
    country_code: '44',
    tel: '7700 900456',
    password: secret,
  });
}

test.describe('log in', () => {
  test('shows the local messages, focusing the first invalid field', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/registration');
    await button(page, 'Log In').click();
    await expect(email(page)).toHaveAccessibleDescription('Please enter your Email');
    await expect(password(page)).toHaveAccessibleDescription('Please enter your Password');
    await expect(email(page)).toBeFocused();

    await email(page).fill('not-an-email');
    await expect(email(page)).toHaveAccessibleDescription('Oops! Invalid Email');
    await password(page).fill('anything');
    await expect(page.getByText('Please enter your Password')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the server message under the form, hidden while local errors show', async ({ page }) => {
    await page.goto('/login');
    await email(page).fill('nobody-here@example.com');
    await password(page).fill('wrong-password');
    await button(page, 'Log In').click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid Email or password.' });
    await expect(alert).toBeVisible(SERVER);
    await expect(page).toHaveURL(/\/login$/);

    await password(page).fill('');
    await button(page, 'Log In').click();
    await expect(password(page)).toHaveAccessibleDescription('Please enter your Password');
    await expect(alert).toHaveCount(0);
  });

  test('signs the lead in and lands on the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/registration');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password/new');
    // The suite's server has Facebook configured (a local fake): the button starts the flow.
    await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
      'href',
      '/api/v2/customer/auth/facebook.json?login=true',
    );
    await expectAccessible(page);

    await page.getByLabel('Remember me').check();
    await signInThroughForm(page, DEMO.lead);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await loggedInFlag(page)).toBe('true');
  });

  test('continues to the redirect path, but never to another host', async ({ page, browser }) => {
    await page.goto('/login?redirect=%2Fprofile%3Ftab%3Dcards');
    await signInThroughForm(page, DEMO.friend);
    await expect(page).toHaveURL((url) => url.pathname === '/profile' && url.search === '?tab=cards');

    const other = await browser.newContext();
    const visitor = await other.newPage();
    await visitor.goto(new URL('/login?redirect=%2F%2Fevil.example%2Fsteal', page.url()).href);
    await signInThroughForm(visitor, DEMO.friend);
    await expect(visitor).toHaveURL((url) => url.host === new URL(page.url()).host && url.pathname === '/');
    await other.close();
  });
});

test.describe('registration', () => {
  const labels = {
    title: 'Title',
    firstName: 'First Name',
    lastName: 'Last Name',
    age: 'Birth Year',
    nationality: 'Nationality',
    countryCode: 'Country Code',
    tel: 'Phone Number',
  };

  async function fillRegistration(page: Page, address: string, secret = 'my-new-password') {
    await page.getByLabel(labels.title).selectOption('Ms');
    await page.getByLabel(labels.firstName).fill('Grace');
    await page.getByLabel(labels.lastName).fill('Hopper');
    await email(page).fill(address);
    await page.getByLabel(labels.age).selectOption('1990');
    await page.getByLabel(labels.nationality).selectOption('British');
    await page.getByLabel(labels.countryCode).selectOption({ label: 'United Kingdom (+44)' });
    await page.getByLabel(labels.tel).fill('7700 900123');
    await password(page).fill(secret);
  }

  test("asks 'Please enter your <field>' for every empty field", async ({ page }) => {
    await page.goto('/registration');
    await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await button(page, 'Sign Up').click();
    for (const label of Object.values(labels)) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(`Please enter your ${label}`);
    }
    await expect(email(page)).toHaveAccessibleDescription('Please enter your Email');
    await expect(password(page)).toHaveAccessibleDescription(/Please enter your Password/);
    await expect(page.getByLabel(labels.title)).toBeFocused();
    await expectAccessible(page);
  });

  test('checks the e-mail format and the password length', async ({ page }) => {
    await page.goto('/registration');
    await fillRegistration(page, 'grace-at-example.com', 'short');
    await button(page, 'Sign Up').click();
    await expect(email(page)).toHaveAccessibleDescription('Oops! Invalid Email');
    await expect(password(page)).toHaveAccessibleDescription(/Password should be at least 8 characters long/);
    await expect(email(page)).toBeFocused();
  });

  test('shows a taken e-mail as a capitalised line under the field, signed out', async ({ page }) => {
    await page.goto('/registration');
    await fillRegistration(page, DEMO.lead);
    await button(page, 'Sign Up').click();
    await expect(email(page)).toHaveAccessibleDescription('Email has already been taken', SERVER);
    await expect(email(page)).toBeFocused();
    await expect(page).toHaveURL(/\/registration$/);
    expect(await loggedInFlag(page)).not.toBe('true');
  });

  test('creates the account, signs it in and goes to the dashboard at once', async ({ page }) => {
    await page.goto('/registration');
    await fillRegistration(page, uniqueEmail('grace'));
    await button(page, 'Sign Up').click();
    await expect(page).toHaveURL((url) => url.pathname === '/', SERVER);
    await expect(page.getByText('Welcome to your Gangway Sailing account, Grace!', { exact: true })).toBeVisible(
      SERVER,
    );
    expect(await loggedInFlag(page)).toBe('true');
    // Signed in on the server too: a reload stays on the dashboard.
    await page.reload();
    await expect(page.getByText('Welcome to your Gangway Sailing account, Grace!', { exact: true })).toBeVisible(
      SERVER,
    );
  });
});

test.describe('forgot and reset password', () => {
  test.describe.configure({ mode: 'serial' });
  const address = uniqueEmail('forgetful');
  const newPassword = 'a-brand-new-password';
  let resetLink = '';

  test('forgot password checks the e-mail on blur', async ({ page }) => {
    await page.goto('/password/new');
    await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
    await expect(page.getByText('Enter your registered email below to request a new password.')).toBeVisible();
    await expect(page.getByText('Know your password?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // The page is prerendered: its controls are enabled once it is hydrated (focus() does not wait).
    await expect(email(page)).toBeEnabled(SERVER);
    await email(page).focus();
    await email(page).blur();
    await expect(email(page)).toHaveAccessibleDescription('Email is required');
    await email(page).fill('forgetful@');
    await email(page).blur();
    await expect(email(page)).toHaveAccessibleDescription('Please provide a valid email');
    await expectAccessible(page);
  });

  test('mails a link; the link sets a new password and signs in', async ({ page, request }) => {
    await registerThroughApiAs(request, address, 'the-old-password');

    await page.goto('/password/new');
    await email(page).fill(address);
    await button(page, 'Send').click();
    await expect(
      toast(page, 'A message has been sent to you by email with instructions on how to reset your password.'),
    ).toBeVisible(SERVER);
    await expect(page).toHaveURL(/\/login$/);

    const mail = await readLatestMail(address);
    resetLink = mail.links.find((link) => link.includes('reset_password_token=')) ?? '';
    expect(resetLink, mail.text).toMatch(/\/password\/edit\?reset_password_token=/);

    await page.goto(resetLink);
    await expect(page.getByRole('heading', { name: 'Change your password', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const fresh = page.getByLabel('New password', { exact: true });
    const again = page.getByLabel('Confirm new password', { exact: true });
    await button(page, 'Change Password').click();
    await expect(fresh).toHaveAccessibleDescription(/Please enter your password/);
    await expect(again).toHaveAccessibleDescription('Please enter your password again');
    await fresh.fill('short');
    await expect(fresh).toHaveAccessibleDescription(/Password should be at least 8 characters long/);
    await fresh.fill(newPassword);
    await again.fill(`${newPassword}!`);
    await expect(again).toHaveAccessibleDescription("Passwords don't match!");
    await expectAccessible(page);

    await again.fill(newPassword);
    await button(page, 'Change Password').click();
    await expect(toast(page, 'Password reset successful.')).toBeVisible(SERVER);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await loggedInFlag(page)).toBe('true');
  });

  test('the same link fails the second time', async ({ browser }) => {
    expect(resetLink).not.toBe('');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('yet-another-password');
    await button(page, 'Change Password').click();
    await expect(
      toast(page, 'Error happened, please try again. If this error persists, please contact our support.'),
    ).toBeVisible(SERVER);
    await expect(page.getByRole('alert').filter({ hasText: /^Reset password token/ })).toBeVisible();
    await expect(page).toHaveURL(/\/password\/edit\?/);
    await context.close();
  });

  test('the new password signs in', async ({ page }) => {
    await signInThroughForm(page, address, newPassword);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
});

test.describe('forced set-password', () => {
  test.describe.configure({ mode: 'serial' });

  test('a customer who must reset the password can skip it with staff=true', async ({ page }) => {
    // Signing in goes straight to the set-password page: the customer is looked up once, not again
    // by the guard of a page the traveller never sees while the sign-in form stays up.
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await signInThroughForm(page, DEMO.reset);
    await expect(page).toHaveURL(/\/welcome\/change_password$/, SERVER);
    await expect(button(page, 'Set Password')).toBeVisible();
    const afterSignIn = calls.slice(calls.lastIndexOf('/api/v2/customer/sessions.json'));
    expect(afterSignIn.filter((path) => path === '/api/v2/customer/me.json')).toHaveLength(1);
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('staff') === 'true');
  });

  test('a new account sets its own password and continues', async ({ page }) => {
    await signInThroughForm(page, DEMO.newbie);
    await expect(page).toHaveURL(/\/welcome\/change_password$/, SERVER);
    await expect(page.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible();
    await expectAccessible(page);
    // Pointing at or focusing 'Skip for now' preloads the dashboard (staff=true): that skips nothing.
    // An address typed in the bar, server-rendered pages included, comes back here.
    // The preload has run once the dashboard's bookings were asked for in this document (the link
    // may have been preloaded before, leaving them fresh: a resource entry, not a new request).
    await page.getByRole('link', { name: 'Skip for now' }).focus();
    const bookingsAsked = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/v2/customer/bookings.json')),
      );
    await expect.poll(bookingsAsked, SERVER).toBe(true);
    for (const typed of ['/profile', '/', '/notifications']) {
      await page.goto(typed);
      await expect(page, typed).toHaveURL(/\/welcome\/change_password$/, SERVER);
      await expect(page.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible();
    }

    const fresh = page.getByLabel('New password', { exact: true });
    const again = page.getByLabel('Confirm new password', { exact: true });
    await button(page, 'Set Password').click();
    await expect(fresh).toHaveAccessibleDescription(/Password is required/);
    await expect(fresh).toBeFocused();
    await fresh.fill('newbie7');
    await expect(fresh).toHaveAccessibleDescription(/Password should be at least 8 characters long/);
    await fresh.fill('newbie-own-password');
    await again.fill('newbie-other-password');
    await expect(again).toHaveAccessibleDescription('Passwords should match');

    // The page continues to the booking the server's welcome message names, else to the dashboard.
    const welcome = await (await page.request.get('/api/v2/customer/welcome_page_message.json')).json();
    const destination = welcome.booking_id ? `/bookings/${welcome.booking_id}` : '/';

    await again.fill('newbie-own-password');
    await button(page, 'Set Password').click();
    await expect(toast(page, 'Password updated!')).toBeVisible(SERVER);
    await expect(page).toHaveURL((url) => url.pathname === destination, SERVER);
    const me = await page.request.get('/api/v2/customer/me.json');
    expect(await me.json()).toMatchObject({ is_new_account: false });
  });
});
