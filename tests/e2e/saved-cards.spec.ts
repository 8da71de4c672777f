// Saved cards on the profile: adding a card through the sandbox card fields, the form's and
// the card fields' messages, a card the provider declines when it is saved, removal with its
// confirmation (kept on cancel; restored when the server refuses), online-only controls, and axe
// on the page and both dialogs.
// Signs in as friend@example.com (Chloe), whom no other spec's card tests use; every test creates
// and removes only cards with its own alias names, so the tests may run in parallel.
import type { Locator, Page } from '@playwright/test';
import { SANDBOX_CARDS } from '../../src/shared/contract/payments.ts';
import { OFFLINE_ACTION_REASON } from '../../src/web/offline/online-status.ts';
import { DEMO, expect, expectAccessible, signIn, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const cardList = (page: Page) => page.getByRole('list', { name: 'Saved cards' });
const cardItem = (page: Page, alias: string) => cardList(page).getByRole('listitem').filter({ hasText: alias });
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'Add Payment Method' });
const removeDialog = (page: Page) => page.getByRole('dialog', { name: 'Remove payment method' });
const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 7)}`;

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible(SERVER);
  await expect(page.getByRole('heading', { level: 2, name: 'Saved cards' })).toBeVisible();
  // The list (or its empty text) has loaded once the skeleton is gone.
  await expect(page.getByText('Loading your saved cards…')).toHaveCount(0, SERVER);
}

async function fillCard(dialog: Locator, number: string, expiry = '12 / 34', cvc = '123') {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date (MM / YY)').fill(expiry);
  await dialog.getByLabel('Security code (CVC)').fill(cvc);
}

async function openAddDialog(page: Page) {
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = addDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toBeVisible(SERVER);
  return dialog;
}

async function addCard(page: Page, alias: string, number: string = SANDBOX_CARDS.succeeds) {
  const dialog = await openAddDialog(page);
  await dialog.getByLabel('Payment Name').fill(alias);
  await dialog.getByLabel('Cardholder Name').fill('Chloe Nguyen');
  await fillCard(dialog, number);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  return dialog;
}

/** Adds a card that the sandbox accepts and waits until the dialog has closed and the list shows it. */
async function saveCard(page: Page, alias: string, number: string = SANDBOX_CARDS.succeeds) {
  const dialog = await addCard(page, alias, number);
  await expect(dialog).toBeHidden(SERVER);
  await expect(cardItem(page, alias)).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.friend);
  await openProfile(page);
});

test('adds a card: toast, listed with brand, masked digits and cardholder, still there after a reload', async ({
  page,
}) => {
  await expectAccessible(page);
  const alias = unique('Travel Visa');
  const dialog = await addCard(page, alias);
  await expect(page.getByText('New payment method added!', { exact: true })).toBeVisible(SERVER);
  await expect(dialog).toBeHidden();

  const item = cardItem(page, alias);
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(item.getByText('•••• 4242', { exact: true })).toBeVisible();
  await expect(item.getByText('Chloe Nguyen', { exact: true })).toBeVisible();
  // The typed number never reaches the page or the list: only the last four.
  await expect(item).not.toContainText('4242 4242');

  await page.reload();
  await openProfile(page);
  await expect(cardItem(page, alias).getByText('•••• 4242', { exact: true })).toBeVisible();
});

test("validation: the form's messages, the card fields' messages, and a reset on close", async ({ page }) => {
  const dialog = await openAddDialog(page);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText('Payment Name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Card Holders Name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Your card number is incomplete.', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Payment Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

  // The number is grouped in fours; a mistyped digit fails the Luhn check as soon as it is complete.
  const number = dialog.getByLabel('Card number');
  await number.fill('4242424242424241');
  await expect(number).toHaveValue('4242 4242 4242 4241');
  await expect(dialog.getByText('Your card number is invalid.', { exact: true })).toBeVisible();
  await number.fill('4242424242424242');
  await expect(dialog.getByText('Your card number is invalid.', { exact: true })).toHaveCount(0);

  const expiry = dialog.getByLabel('Expiry date (MM / YY)');
  await expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(expiry).toHaveAttribute('inputmode', 'numeric');
  await expiry.fill('12 / 20');
  await expect(dialog.getByText("Your card's expiration year is in the past.", { exact: true })).toBeVisible();
  await expiry.fill('12 / 3');
  await expiry.blur();
  await expect(dialog.getByText("Your card's expiration date is incomplete.", { exact: true })).toBeVisible();
  await expiry.fill('12 / 34');

  const cvc = dialog.getByLabel('Security code (CVC)');
  await cvc.fill('12');
  await cvc.blur();
  await expect(dialog.getByText("Your card's security code is incomplete.", { exact: true })).toBeVisible();
  await cvc.fill('123');
  await expect(dialog.getByText("Your card's security code is incomplete.", { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Payment Name').fill('Half typed');
  await expectAccessible(page);

  // Closing resets the dialog: it opens empty and without messages.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const again = await openAddDialog(page);
  await expect(again.getByLabel('Payment Name')).toHaveValue('');
  await expect(again.getByLabel('Card number')).toHaveValue('');
  await expect(again.getByText('Payment Name is required', { exact: true })).toHaveCount(0);
  await expect(cardList(page).getByText('Half typed')).toHaveCount(0);
});

test("a card the provider declines: the failure toast, the provider's message on the card field, not saved", async ({
  page,
}) => {
  const alias = unique('Declined');
  const dialog = await addCard(page, alias, SANDBOX_CARDS.declined);
  await expect(page.getByText('Failure adding new payment method...', { exact: true })).toBeVisible(SERVER);
  await expect(dialog.getByText('Your card was declined.', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.getByText('New payment method added!', { exact: true })).toHaveCount(0);

  // Editing the card clears the provider's message; the refused card never reaches the list.
  await dialog.getByLabel('Card number').fill('4242');
  await expect(dialog.getByText('Your card was declined.', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await openProfile(page);
  await expect(page.getByText(alias)).toHaveCount(0);
});

test('removes a card after confirmation; cancelling keeps it', async ({ page }) => {
  const alias = unique('Old Mastercard');
  await saveCard(page, alias, SANDBOX_CARDS.succeedsMastercard);
  await expect(cardItem(page, alias).getByText('•••• 4444', { exact: true })).toBeVisible();

  await cardItem(page, alias)
    .getByRole('button', { name: `Remove ${alias}` })
    .click();
  const confirm = removeDialog(page);
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(alias);
  await expect(confirm).toContainText('Mastercard •••• 4444');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(cardItem(page, alias)).toHaveCount(1);
  // Focus is back on the Remove button that opened the confirmation.
  await expect(cardItem(page, alias).getByRole('button', { name: `Remove ${alias}` })).toBeFocused();
  await expect(page.getByText('Payment method was removed!', { exact: true })).toHaveCount(0);

  await cardItem(page, alias)
    .getByRole('button', { name: `Remove ${alias}` })
    .click();
  await removeDialog(page).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Payment method was removed!', { exact: true })).toBeVisible(SERVER);
  await expect(cardItem(page, alias)).toHaveCount(0);
  // The focused Remove button went with its card: focus continues from the section's heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Saved cards' })).toBeFocused();
  await page.reload();
  await openProfile(page);
  await expect(page.getByText(alias)).toHaveCount(0);
});

test("a removal the server refuses puts the card back and toasts the provider's message", async ({ page }) => {
  const alias = unique('Kept Visa');
  await saveCard(page, alias);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/customer/credit_cards/*.json', async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    await held; // hold the answer so the optimistic removal can be seen first
    return route.fulfill({ status: 422, json: { error: 'No such payment method.' } });
  });
  // The list read that follows the failure is held too: the card must come back from the restore
  // itself, not from re-reading the server.
  let releaseLists: () => void = () => {};
  const listsHeld = new Promise<void>((resolve) => (releaseLists = resolve));
  await page.route('**/customer/credit_cards.json', async (route) => {
    await listsHeld;
    return route.continue();
  });
  await cardItem(page, alias)
    .getByRole('button', { name: `Remove ${alias}` })
    .click();
  await removeDialog(page).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(cardItem(page, alias)).toHaveCount(0);
  release();
  await expect(page.getByText('No such payment method.', { exact: true })).toBeVisible(SERVER);
  await expect(cardItem(page, alias)).toHaveCount(1);
  releaseLists();
  await expect(cardItem(page, alias)).toHaveCount(1);
  await expect(page.getByText('Payment method was removed!', { exact: true })).toHaveCount(0);
});

test('adding and removing are disabled offline with the reason, and enabled again online', async ({
  page,
  context,
}) => {
  const alias = unique('Offline Visa');
  await saveCard(page, alias);
  const add = page.getByRole('button', { name: 'Add card' });
  const remove = cardItem(page, alias).getByRole('button', { name: `Remove ${alias}` });

  await context.setOffline(true);
  await expect(add).toBeDisabled();
  await expect(remove).toBeDisabled();
  await expect(page.getByText(OFFLINE_ACTION_REASON, { exact: true })).toBeVisible();
  await expect(add).toHaveAccessibleDescription(OFFLINE_ACTION_REASON);
  await expect(remove).toHaveAccessibleDescription(OFFLINE_ACTION_REASON);
  // The list stays readable offline.
  await expect(cardItem(page, alias).getByText('•••• 4242', { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(add).toBeEnabled();
  await expect(remove).toBeEnabled();
  await expect(page.getByText(OFFLINE_ACTION_REASON, { exact: true })).toHaveCount(0);
});
