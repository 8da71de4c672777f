// The profile's own sections: personal details, emergency contact, change
// password and the e-mail subscription, each with its success and its failure. Every change is
// made on a fresh account; the demo lead is only read (its details are locked by active bookings).
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  registerThroughApi,
  signIn,
  test,
  withSession,
} from './fixtures.ts';

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

/** The bodies of every PUT /customer/me from here on, read where the request is routed. */
async function recordDetailsSaves(page: Page): Promise<unknown[]> {
  const sent: unknown[] = [];
  // Chrome reports no body for a request ky cloned (for its retries) unless it is intercepted.
  await page.route('**/api/v2/customer/me.json', (route) => {
    if (route.request().method() === 'PUT') sent.push(route.request().postDataJSON());
    return route.fallback();
  });
  return sent;
}

test('personal details: each changed field saves on its own when committed, and stays after leaving', async ({
  page,
}) => {
  await freshCustomerOnProfile(page);
  const sent = await recordDetailsSaves(page);
  await expect(details(page).getByRole('button')).toHaveCount(0);

  await details(page).getByLabel('Title').selectOption('Mx');
  await expect(toastText(page, 'Account Updated')).toBeVisible(SERVER);
  await details(page).getByLabel('Phone number').fill(' +44 (7700) 900-999 ');
  await details(page).getByLabel('Phone number').press('Tab');
  await expect(details(page).getByLabel('Phone number')).toHaveValue('+447700900999');
  await expect.poll(() => sent.length, SERVER).toBe(2);

  // Typed and left straight for another page: the change is kept.
  await details(page).getByLabel('Last Name').fill('Marlow-Hart');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/', SERVER);
  await page.goBack();
  await expect(details(page).getByLabel('Last Name')).toHaveValue('Marlow-Hart', SERVER);
  expect(sent).toEqual([
    { customer: { title: 'Mx' } },
    { customer: { tel: '+447700900999' } },
    { customer: { last_name: 'Marlow-Hart' } },
  ]);
  await page.reload();
  await expect(details(page).getByLabel('Last Name')).toHaveValue('Marlow-Hart', SERVER);
  await expect(details(page).getByLabel('Title')).toHaveValue('Mx');
  await expect(details(page).getByLabel('Phone number')).toHaveValue('+447700900999');
  await expectAccessible(page);
});

test('personal details: an invalid form shows its messages and sends nothing until it is valid', async ({ page }) => {
  await freshCustomerOnProfile(page);
  const sent = await recordDetailsSaves(page);
  await details(page).getByLabel('Last Name').fill('');
  await details(page).getByLabel('Last Name').press('Tab');
  await expect(details(page).getByText('Last Name is required', { exact: true })).toBeVisible();
  await details(page).getByLabel('Phone number').fill('call me');
  await details(page).getByLabel('Phone number').press('Tab');
  await expect(details(page).getByText('Phone Number is invalid', { exact: true })).toBeVisible();
  await details(page).getByLabel('Title').selectOption('Mrs');

  // Valid again: the changed fields go, each on its own; nothing went while it was not.
  await details(page).getByLabel('Phone number').fill('7700 900 322');
  await details(page).getByLabel('Last Name').fill('Marlow');
  await details(page).getByLabel('Last Name').press('Tab');
  await expect(toastText(page, 'Account Updated').first()).toBeVisible(SERVER);
  await expect(details(page).getByText('Last Name is required', { exact: true })).toHaveCount(0);
  await expect.poll(() => sent.length, SERVER).toBe(2);
  expect(sent).toEqual([{ customer: { title: 'Mrs' } }, { customer: { tel: '7700900322' } }]);
});

test('personal details: a refused save says so and puts the previous data back', async ({ page }) => {
  await freshCustomerOnProfile(page);
  await failWith500(page, '**/api/v2/customer/me.json');
  await details(page).getByLabel('First Name').fill('Isolde');
  await details(page).getByLabel('First Name').press('Enter');
  await expect(toastText(page, 'Profile was not updated!')).toBeVisible(SERVER);
  await expect(details(page).getByLabel('First Name')).toHaveValue('Iris');
});

test('with active bookings the name, title and birth year are locked with the note', async ({ page }) => {
  await withSession(page, DEMO.lead);
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

/** Holds the next subscription save until `release` is called; `reached` resolves once it is asked. */
async function holdSubscriptionSave(page: Page, answer: 'server' | 'failure') {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reachedResolve = () => {};
  const reached = new Promise<void>((resolve) => {
    reachedResolve = resolve;
  });
  await page.route('**/api/v2/customer/me/manage_subscription.json', async (route) => {
    reachedResolve();
    await released;
    if (answer === 'failure') await route.fulfill({ status: 500, json: {} });
    else await route.fallback();
  });
  return { reached, release };
}

test('subscription: the switch flips when the server has saved it, and not on a failure', async ({ page }) => {
  await freshCustomerOnProfile(page);
  const box = page.getByRole('checkbox', { name: 'Send me news and offers by e-mail' });
  await expect(box).not.toBeChecked();
  const save = await holdSubscriptionSave(page, 'server');
  await box.click();
  await save.reached;
  await expect(box).not.toBeChecked();
  save.release();
  await expect(box).toBeChecked(SERVER);
  await expect(toastText(page, 'Subscription updated!')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(box).toBeChecked(SERVER);

  const failing = await holdSubscriptionSave(page, 'failure');
  await box.click();
  await failing.reached;
  await expect(box).toBeChecked();
  failing.release();
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
    details(page).getByLabel('Title'),
    password(page).getByRole('button', { name: 'Change password' }),
    page.getByRole('button', { name: 'Add card' }),
  ]) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
  for (const field of [details(page).getByLabel('Email'), contact(page).getByLabel('Relationship')]) {
    await expect(field).not.toBeEditable();
    await expect(field).toHaveAccessibleDescription(reason);
  }
  await expect(page.getByRole('checkbox', { name: 'Send me news and offers by e-mail' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByText(reason, { exact: true })).toHaveCount(0);
});
