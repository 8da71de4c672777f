// The profile's own sections: personal details, emergency contact, change
// password and the e-mail subscription, each with its success and its failure. Every change is
// made on a fresh account; the demo lead is only read (its details are locked by active bookings).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, registerThroughApi, signIn, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
// A fresh account's sign-up (a scrypt) starts every test: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function freshCustomerOnProfile(page: Page): Promise<string> {
  const email = `profile-${randomBytes(5).toString('hex')}@example.com`;
  await registerThroughApi(page.request, {
    title: 'Ms',
    first_name: 'Iris',
    last_name: 'Marlow',
    email,
    age: 1988,
    nationality: 'British',
    country_code: '44',
    tel: '7700 900321',
    password: DEMO_PASSWORD,
  });
  await page.goto('/profile');
  await expect(page.getByLabel('First Name').first()).toHaveValue('Iris', SERVER);
  return email;
}

const details = (page: Page) => page.getByRole('region', { name: 'Personal details' });
const contact = (page: Page) => page.getByRole('region', { name: 'Emergency contact' });
const password = (page: Page) => page.getByRole('region', { name: 'Change password' });
const toastText = (page: Page, text: string) => page.getByText(text, { exact: true });
const failWith500 = (page: Page, pattern: string) =>
  page.route(pattern, (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status: 500, json: {} }),
  );

test('personal details: saved when valid, only the changed fields; the messages when not', async ({ page }) => {
  await freshCustomerOnProfile(page);
  const sent: unknown[] = [];
  // Read where the request is routed: Chrome reports no body for a request ky cloned (for its
  // retries) unless the request is intercepted, though it sends it.
  await page.route('**/api/v2/customer/me.json', (route) => {
    if (route.request().method() === 'PUT') sent.push(route.request().postDataJSON());
    return route.fallback();
  });
  await details(page).getByLabel('Last Name').fill('');
  await details(page).getByRole('button', { name: 'Save details' }).click();
  await expect(details(page).getByText('Last Name is required', { exact: true })).toBeVisible();
  await expect(details(page).getByLabel('Last Name')).toBeFocused();

  await details(page).getByLabel('Last Name').fill('Marlow-Hart');
  await details(page).getByLabel('Phone number').fill('7700 900999');
  await details(page).getByRole('button', { name: 'Save details' }).click();
  await expect(toastText(page, 'Account Updated')).toBeVisible(SERVER);
  expect(sent).toEqual([{ customer: { last_name: 'Marlow-Hart', tel: '7700 900999' } }]);
  await page.reload();
  await expect(details(page).getByLabel('Last Name')).toHaveValue('Marlow-Hart', SERVER);
  await expect(details(page).getByLabel('Phone number')).toHaveValue('7700 900999');
  await expectAccessible(page);
});

test('personal details: a refused save says so and puts the previous data back', async ({ page }) => {
  await freshCustomerOnProfile(page);
  await failWith500(page, '**/api/v2/customer/me.json');
  await details(page).getByLabel('First Name').fill('Isolde');
  await details(page).getByRole('button', { name: 'Save details' }).click();
  await expect(toastText(page, 'Profile was not updated!')).toBeVisible(SERVER);
  await expect(details(page).getByLabel('First Name')).toHaveValue('Iris');
});

test('with active bookings the name, title and birth year are locked with the note', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await page.goto('/profile');
  const note = 'Please e-mail the sales team to change your name, title or birth year.';
  await expect(details(page).getByText(note)).toBeVisible(SERVER);
  for (const label of ['Title', 'First Name', 'Last Name', 'Birth Year'])
    await expect(details(page).getByLabel(label, { exact: true })).toBeDisabled();
  await expect(details(page).getByLabel('Email', { exact: true })).toBeEnabled();
});

test('emergency contact: each field saves when left; a failure puts the saved value back', async ({ page }) => {
  await freshCustomerOnProfile(page);
  await contact(page).getByLabel('Relationship').fill('Sister');
  await contact(page).getByLabel('Relationship').press('Tab');
  await expect(toastText(page, 'Emergency Contact updated!')).toBeVisible(SERVER);
  await page.reload();
  await expect(contact(page).getByLabel('Relationship')).toHaveValue('Sister', SERVER);

  await failWith500(page, '**/api/v2/customer/emergency_contact.json');
  await contact(page).getByLabel('First Name').fill('Rose');
  await contact(page).getByLabel('First Name').press('Tab');
  await expect(toastText(page, 'Emergency Contact was not updated!')).toBeVisible(SERVER);
  await expect(contact(page).getByLabel('First Name')).toHaveValue('');
});

test('change password: the messages, a wrong old password, and other devices signed out', async ({ page, browser }) => {
  const email = await freshCustomerOnProfile(page);
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await signIn(phone, email);

  await password(page).getByRole('button', { name: 'Change password' }).click();
  for (const message of [
    'Old password is required',
    'New password is required',
    'New password confirmation is required',
  ])
    await expect(password(page).getByText(message, { exact: true })).toBeVisible();
  await password(page).getByLabel('Old password').fill('not-my-password');
  await password(page).getByLabel('New password', { exact: true }).fill('new-sea-breeze');
  await password(page).getByLabel('New password confirmation').fill('new-sea-brezze');
  await password(page).getByRole('button', { name: 'Change password' }).click();
  await expect(password(page).getByText("Password confirmation doesn't match the password")).toBeVisible();

  await password(page).getByLabel('New password confirmation').fill('new-sea-breeze');
  await password(page).getByRole('button', { name: 'Change password' }).click();
  await expect(password(page).getByText('Password is invalid', { exact: true })).toBeVisible(SERVER);
  await expect(toastText(page, 'Password was not updated!')).toBeVisible();

  await password(page).getByLabel('Old password').fill(DEMO_PASSWORD);
  await password(page).getByRole('button', { name: 'Change password' }).click();
  await expect(toastText(page, 'Password updated!')).toBeVisible(SERVER);
  await expect(password(page).getByLabel('Old password')).toHaveValue('');
  // This browser stays signed in; the other one is signed out at its next request.
  await page.reload();
  await expect(details(page).getByLabel('First Name')).toHaveValue('Iris', SERVER);
  await phone.goto('/profile');
  await expect(phone).toHaveURL(/\/login/, SERVER);
  await phoneContext.close();
});

test('subscription: the switch saves at once; a failure says so and switches back', async ({ page }) => {
  await freshCustomerOnProfile(page);
  const box = page.getByRole('checkbox', { name: 'Send me news and offers by e-mail' });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(toastText(page, 'Subscription updated!')).toBeVisible(SERVER);
  await page.reload();
  await expect(box).toBeChecked(SERVER);

  await failWith500(page, '**/api/v2/customer/me/manage_subscription.json');
  // A click, not uncheck(): the box turns back at once when the save fails, which is the point.
  await box.click();
  await expect(toastText(page, 'Error updating subscription')).toBeVisible(SERVER);
  await expect(box).toBeChecked();
});

test('at 360 px the profile fits the screen and stays accessible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await freshCustomerOnProfile(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('offline: one reason above the sections, and every save control names it', async ({ page, context }) => {
  await freshCustomerOnProfile(page);
  await context.setOffline(true);
  const reason = "You're offline. This needs a connection; it will be available again once you're back online.";
  await expect(page.getByText(reason, { exact: true })).toHaveCount(1);
  for (const button of [
    details(page).getByRole('button', { name: 'Save details' }),
    password(page).getByRole('button', { name: 'Change password' }),
    page.getByRole('button', { name: 'Add card' }),
  ]) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
  await expect(page.getByRole('checkbox', { name: 'Send me news and offers by e-mail' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByText(reason, { exact: true })).toHaveCount(0);
});
