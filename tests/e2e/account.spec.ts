// The account as a whole on Profile, on a phone (360 px, touch): where it is signed in, with a
// second browser signed out from the first; the data file downloaded; an account without bookings
// deleted; and the demo friend's, whose booking is to come, asked of the operator instead (the
// account stays as it is). The others each on a fresh account.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  E2E_PORT,
  expect,
  freshTravellerFields,
  readLatestMail,
  registerThroughApi,
  signIn,
  test,
} from './fixtures.ts';
import { layoutProblems } from './layout-checks.ts';

const SERVER = { timeout: 20_000 };
// A fresh account's sign-up (a scrypt) starts every test: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const ORIGIN = { Origin: `http://localhost:${E2E_PORT}` };

const phone = (browser: Browser) =>
  browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, userAgent: PHONE_UA });

async function freshAccount(context: BrowserContext): Promise<{ page: Page; email: string }> {
  const page = await context.newPage();
  const customer = freshTravellerFields('account', 'Robin', 'Quay');
  await registerThroughApi(page.request, customer);
  const { email } = customer;
  await page.goto('/profile');
  await expect(page.getByLabel('First Name').first()).toHaveValue('Robin', SERVER);
  return { page, email };
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

async function expectSoundOnPhone(page: Page) {
  const problems = await layoutProblems(page, { touch: true });
  expect(problems).toEqual([]);
}

test("where you're signed in: the other browser is listed, signed out from here, and refused", async ({ browser }) => {
  const mine = await phone(browser);
  const theirs = await browser.newContext({ userAgent: LAPTOP_UA });
  try {
    const { page, email } = await freshAccount(mine);
    const laptop = await theirs.newPage();
    const signedIn = await laptop.request.post('/api/v2/customer/sessions.json', {
      headers: ORIGIN,
      data: { customer: { email, password: DEMO_PASSWORD } },
    });
    expect(signedIn.status()).toBe(201);

    await page.reload();
    const devices = region(page, "Where you're signed in");
    const items = devices.getByRole('listitem');
    await expect(items).toHaveCount(2, SERVER);
    await expect(items.first()).toContainText('Chrome on Android');
    await expect(items.first()).toContainText('This device');
    await expect(items.nth(1)).toContainText('Firefox on Windows');
    await expect(devices.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
    await expectSoundOnPhone(page);

    const signOutLaptop = devices.getByRole('button', { name: 'Sign out Firefox on Windows' });
    await signOutLaptop.focus();
    await page.keyboard.press('Enter');
    const said = devices.getByRole('status');
    await expect(said).toHaveText('Signed out of Firefox on Windows.', SERVER);
    await expect(said).toBeFocused();
    await expect(items).toHaveCount(1);

    expect((await laptop.request.get('/api/v2/customer/me.json')).status()).toBe(401);
    await laptop.goto('/profile');
    await laptop.waitForURL(/\/login/, SERVER);
  } finally {
    await mine.close();
    await theirs.close();
  }
});

test('download my data: one JSON file of the account', async ({ browser }) => {
  const context = await phone(browser);
  try {
    const { page, email } = await freshAccount(context);
    const data = region(page, 'Your data');
    const button = data.getByRole('button', { name: 'Download my data' });
    const downloading = page.waitForEvent('download', SERVER);
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^gangway-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file.format).toBe('gangway-account-data/1');
    expect(file.about.join(' ')).toContain('bookings:');
    expect(file.profile).toMatchObject({ email, firstName: 'Robin' });
    expect(file.sessions).toEqual([expect.objectContaining({ current: true, browser: 'Chrome', platform: 'Android' })]);
    await expect(page.getByText('Your data file is downloaded.', { exact: true })).toBeVisible();
    await expect(button).toBeFocused();
  } finally {
    await context.close();
  }
});

test('delete my account: without bookings it is gone, signed out, and an e-mail confirms', async ({ browser }) => {
  const context = await phone(browser);
  try {
    const { page, email } = await freshAccount(context);
    const since = new Date();
    await region(page, 'Delete my account').getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog).toBeVisible();
    await expectSoundOnPhone(page);

    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Type DELETE').fill('delete');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect(dialog.getByText('Type DELETE to confirm', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Type DELETE')).toBeFocused();

    await dialog.getByLabel('Type DELETE').fill('DELETE');
    await dialog.getByLabel('Type DELETE').press('Enter');
    await page.waitForURL(/\/login/, SERVER);
    await expect(page.getByText('Your account has been deleted.', { exact: true })).toBeVisible();

    const again = await page.request.post('/api/v2/customer/sessions.json', {
      headers: ORIGIN,
      data: { customer: { email, password: DEMO_PASSWORD } },
    });
    expect(again.status()).toBe(401);
    const mail = await readLatestMail(email, { since, timeoutMs: SERVER.timeout });
    expect(mail.subject).toMatch(/your account has been deleted/);
  } finally {
    await context.close();
  }
});

test('delete my account: with a booking to come nothing is deleted, and the request shows as pending', async ({
  browser,
}) => {
  const context = await phone(browser);
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.friend);
    await page.goto('/profile');
    const section = region(page, 'Delete my account');
    await section.getByRole('button', { name: 'Delete my account' }).click(SERVER);
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByLabel('Type DELETE').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete account' }).click();

    await expect(dialog).toBeHidden(SERVER);
    await expect(page.getByText(/cannot be deleted at once/)).toBeVisible();
    const pending = section.getByText('Deletion pending.');
    await expect(pending).toBeVisible();
    await expect(section.locator('[tabindex="-1"]')).toBeFocused();
    await expect(section.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);

    await page.reload();
    await expect(region(page, 'Delete my account').getByText('Deletion pending.')).toBeVisible(SERVER);
    expect((await page.request.get('/api/v2/customer/me.json')).status()).toBe(200);
  } finally {
    await context.close();
  }
});
