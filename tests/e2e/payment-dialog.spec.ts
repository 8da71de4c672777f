// The payment dialog (its flow, validation and payment errors), paying through the sandbox card
// provider's fields and test cards.
// Data this spec changes (no other spec pays these bookings): 40007 (a deposit by card), 40006 (the
// balance, with authentication), 40002 (a bank-transfer code), 40005 (a declined card and failed
// authentication: nothing is paid), 40011 (a payment that saves the card). 40010 (charter, no terms), 40015 (expired) and 40016
// (cancelled) are only read.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test, withSession } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const OFFLINE_REASON = "You're offline. This needs a connection; it will be available again once you're back online.";

const dialogOf = (page: Page) => page.getByRole('dialog', { name: /^(Make Payment|Payment Successful)$/ });
const summary = (page: Page) => page.getByRole('region', { name: 'Payments' });
const summaryValue = (page: Page, term: string) =>
  summary(page)
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('+ dd');

async function openBooking(page: Page, id: number) {
  await page.goto(`/bookings/${id}`);
  await expect(page.getByTestId('booking-content')).toBeVisible(SERVER);
}

async function openDialog(page: Page, id: number, search = '') {
  await page.goto(`/bookings/${id}/new_payment${search}`);
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(dialog).toBeVisible(SERVER);
  return dialog;
}

async function chooseMethod(dialog: Locator) {
  await dialog.getByRole('button', { name: 'CHOOSE PAYMENT METHOD' }).click();
  await expect(dialog.getByText(/^You are paying /)).toBeVisible();
}

async function readTerms(dialog: Locator) {
  await dialog.getByTestId('terms-text').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
}

async function acceptTerms(dialog: Locator) {
  await readTerms(dialog);
  await dialog.getByRole('button', { name: 'ACCEPT', exact: true }).click();
}

async function fillCard(dialog: Locator, number: string, holder = 'Olivia Bennett') {
  await dialog.getByLabel('Cardholder Name').fill(holder);
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('Security code (CVC)').fill('123');
}

/** The app's toasts (the dialog is portalled outside #root, so this never finds the dialog's own text). */
// Error toasts must show inside the open payment dialog: outside it they would sit behind the modal,
// inert and never announced.
const toasts = (page: Page) => page.getByRole('dialog', { name: 'Make Payment' }).locator('[aria-live="assertive"]');
const payButton = (dialog: Locator) => dialog.getByRole('button', { name: /^Pay / });

test.beforeEach(async ({ page }) => {
  // The booking page reports a checkout view once; answering it here keeps this spec to payments.
  await page.route('**/api/v2/customer/bookings/*/ga_checkout.json', (route) => route.fulfill({ status: 204 }));
});

test('a deposit by card (40007): deposit count, Enroll, Success receipt, the paid total grows', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40007);
  await expect(summaryValue(page, 'Paid')).toHaveText('A$1,500.00');
  await summary(page).getByRole('link', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL('/bookings/40007/new_payment');
  const dialog = dialogOf(page);
  await expect(dialog).toHaveAccessibleName('Make Payment');

  // Amount: the group owes one more deposit of A$750.00; the toggle is on Deposit.
  await expect(dialog.getByText('Your group currently owes a remaining deposit of A$750.00.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Deposit' })).toBeChecked();
  const count = dialog.getByLabel('Number of deposits');
  await expect(count).toHaveValue('1');
  await expect(dialog.getByText('Amount to pay: A$750.00')).toBeVisible();
  await count.fill('2');
  await expect(dialog.getByText('Amount to pay: A$1,500.00')).toBeVisible();
  await count.fill('1');
  await expect(dialog.getByText('Amount to pay: A$750.00')).toBeVisible();
  await expectAccessible(page);

  // Enroll: what is paid, the method selector without the third method, the terms first.
  await chooseMethod(dialog);
  await expect(dialog.getByText('You are paying A$750.00')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Bank Transfer' })).not.toBeChecked();
  await expect(dialog.getByRole('heading', { name: 'Choose how to pay' })).toBeFocused();
  await acceptTerms(dialog);
  await expect(payButton(dialog)).toHaveText('Pay A$750.00');
  await fillCard(dialog, '4242 4242 4242 4242');
  await expectAccessible(page);
  await payButton(dialog).click();

  // Success: title, receipt, focus on the step.
  await expect(dialog).toHaveAccessibleName('Payment Successful', SERVER);
  const receipt = dialog.getByTestId('payment-receipt');
  await expect(receipt.locator('dt')).toHaveText(['Reference Number', 'Date', 'Total Paid']);
  // A reference to quote: the booking and the payment together.
  await expect(receipt.locator('dd').nth(0)).toHaveText(/^40007-\d+$/);
  await expect(receipt.locator('dd').nth(1)).toHaveText(
    /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4} \d{1,2}:\d{2} (am|pm)$/,
  );
  await expect(receipt.locator('dd').nth(2)).toHaveText('A$750.00');
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);

  // Closing returns to the booking page, which shows the new paid total.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/bookings/40007');
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(summaryValue(page, 'Paid')).toHaveText('A$2,250.00', SERVER);
});

test('the balance with authentication (40006): full payment forced, remaining amount, 3-D Secure completed', async ({
  page,
}) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40006);
  const remaining = (await summaryValue(page, 'Remaining').textContent()) ?? '';
  expect(remaining).toMatch(/^€[\d,]+\.\d{2}$/);
  await expect(page.locator('[data-status-bar]')).toHaveAttribute('data-status-bar', 'full_payment_required');
  await page.locator('[data-status-bar]').getByRole('link').first().click();
  await expect(page).toHaveURL('/bookings/40006/new_payment?initializeWith=fullPayment');
  const dialog = dialogOf(page);

  // The due date is today: no Deposit / Full toggle, the full view opening on the remaining amount.
  await expect(dialog.getByRole('group', { name: 'Payment type' })).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: 'Remaining Amount' })).toBeChecked();
  await expect(dialog.getByText(`Remaining amount: ${remaining}`)).toBeVisible();
  await expect(dialog.getByText(`Amount to pay: ${remaining}`)).toBeVisible();
  await chooseMethod(dialog);
  await expect(dialog.getByText(`You are paying ${remaining}`)).toBeVisible();
  await acceptTerms(dialog);
  await fillCard(dialog, '4000 0025 0000 3155');
  await payButton(dialog).click();

  const auth = page.getByRole('dialog', { name: 'Test payment authentication' });
  await expect(auth).toBeVisible(SERVER);
  await auth.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(dialog).toHaveAccessibleName('Payment Successful', SERVER);
  await expect(dialog.getByTestId('payment-receipt').locator('dd').nth(2)).toHaveText(remaining);

  await dialog.getByRole('button', { name: 'Back to booking' }).click();
  await expect(page).toHaveURL('/bookings/40006');
  await expect(summaryValue(page, 'Remaining')).toHaveText('€0.00', SERVER);
  await expect(summary(page).getByRole('link', { name: 'PAY NOW' })).toHaveCount(0);
  // The booking's own extras and discount are shared by its passengers: both are paid in full.
  const passengerCards = page.getByRole('region', { name: 'Passengers' }).getByRole('article');
  await expect(passengerCards).toHaveCount(2);
  for (const passenger of await passengerCards.all()) {
    await expect(passenger.getByText('Fully Paid', { exact: true })).toBeVisible(SERVER);
  }
});

test('a declined card and a failed authentication (40005): the messages, nothing paid, Pay again', async ({ page }) => {
  await withSession(page, DEMO.lead);
  const dialog = await openDialog(page, 40005);
  await expect(dialog.getByText('Amount to pay: €500.00')).toBeVisible();
  await chooseMethod(dialog);
  await acceptTerms(dialog);
  await fillCard(dialog, '4000 0000 0000 0002');
  await payButton(dialog).click();

  // The provider's message as a toast and in the form, which stays open and usable.
  await expect(toasts(page).getByText('Your card was declined.')).toBeVisible(SERVER);
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.');
  await expect(dialog).toHaveAccessibleName('Make Payment');
  await expect(payButton(dialog)).toBeEnabled();
  await expectAccessible(page);

  // A card that needs authentication, failed: the provider's message.
  await dialog.getByLabel('Card number').fill('4000 0025 0000 3155');
  await payButton(dialog).click();
  const auth = page.getByRole('dialog', { name: 'Test payment authentication' });
  await auth.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(toasts(page).getByText(/unable to authenticate your payment method/)).toBeVisible(SERVER);
  await expect(page.getByTestId('payment-error')).toHaveText(/unable to authenticate your payment method/);
  await expect(dialog).toHaveAccessibleName('Make Payment');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL('/bookings/40005');
  await expect(summaryValue(page, 'Paid')).toHaveText('€500.00');
});

test('a bank transfer (40002): the payment description code, the note and the bank text', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40002);
  const remaining = (await summaryValue(page, 'Remaining').textContent()) ?? '';
  const dialog = await openDialog(page, 40002);
  // Full payment is needed (due date passed): the amount starts at it, and with no deposit to choose
  // no deposit is spoken of.
  await expect(dialog.getByRole('group', { name: 'Payment type' })).toHaveCount(0);
  await expect(dialog.getByText(`Amount to pay: ${remaining}`)).toBeVisible();
  await expect(dialog.getByText(/remaining deposit/)).toHaveCount(0);
  await dialog.getByText('Custom Amount', { exact: true }).click();
  await dialog.getByLabel('Amount in GBP').fill('100');
  await chooseMethod(dialog);
  await dialog.getByText('Bank Transfer', { exact: true }).click();
  await acceptTerms(dialog);
  const panel = dialog.getByTestId('bank-panel');
  await expect(panel.getByTestId('payment-code')).toHaveText(/^GW-40002-[A-Z0-9]+$/, SERVER);
  await expect(panel.getByText(/^Important:/)).toBeVisible();
  await expect(panel.getByTestId('bank-transfer-template')).toContainText('Sort code: 60-16-13');
  await expect(panel.getByTestId('bank-transfer-template')).toHaveCSS('white-space', 'pre-line');
  await expectAccessible(page);

  // Back and forth between the methods shows the same code, not a new one.
  const code = await panel.getByTestId('payment-code').textContent();
  await dialog.getByText('Credit Card', { exact: true }).click();
  await expect(payButton(dialog)).toBeVisible();
  await dialog.getByText('Bank Transfer', { exact: true }).click();
  await expect(dialog.getByTestId('payment-code')).toHaveText(code ?? '');
});

test("a payment code that cannot be created says 'Error occured, please reload the page.'", async ({ page }) => {
  await signIn(page, DEMO.lead);
  await page.route('**/api/v2/customer/bookings/40002/pending_payments.json', (route) =>
    route.fulfill({ status: 500, json: {} }),
  );
  const dialog = await openDialog(page, 40002);
  // The amount the booking needs, as the dialog opens.
  await chooseMethod(dialog);
  await dialog.getByText('Bank Transfer', { exact: true }).click();
  await acceptTerms(dialog);
  await expect(dialog.getByTestId('payment-code')).toHaveText('Error occured, please reload the page.', SERVER);
});

test("terms gating: ACCEPT and DON'T ACCEPT stay inactive until the terms are scrolled to the end", async ({
  page,
}) => {
  await withSession(page, DEMO.lead);
  const dialog = await openDialog(page, 40005);
  await chooseMethod(dialog);
  const accept = dialog.getByRole('button', { name: 'ACCEPT', exact: true });
  const decline = dialog.getByRole('button', { name: "DON'T ACCEPT" });
  await expect(accept).toBeDisabled();
  await expect(decline).toBeDisabled();
  await expect(accept).toHaveAccessibleDescription(
    'These options are inactive until you have read the terms to the end.',
  );
  await accept.hover();
  await expect(dialog.getByRole('tooltip')).toBeVisible();
  // Pressing an inactive button does nothing; there is no card form before the terms.
  await accept.click({ force: true });
  await expect(payButton(dialog)).toHaveCount(0);
  await expectAccessible(page);

  // Scrolling halfway is not enough; the end is.
  await dialog.getByTestId('terms-text').evaluate((el) => {
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
  });
  await expect(accept).toBeDisabled();
  await readTerms(dialog);
  await expect(accept).toBeEnabled();
  await expect(decline).toBeEnabled();
  await expect(dialog.getByRole('tooltip')).toHaveCount(0);

  await decline.click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'You have to agree to the Terms & Conditions' }),
  ).toBeVisible();
  await expect(payButton(dialog)).toHaveCount(0);
  await accept.click();
  await expect(dialog.getByText('You have to agree to the Terms & Conditions')).toHaveCount(0);
  await expect(payButton(dialog)).toBeVisible();
});

test('a charter without terms (40010): the fixed charter deposit and the no-terms text', async ({ page }) => {
  await withSession(page, DEMO.lead);
  const dialog = await openDialog(page, 40010);
  await expect(dialog.getByTestId('charter-deposit')).toContainText('Charter deposit');
  await expect(dialog.getByLabel('Number of deposits')).toHaveCount(0);
  await chooseMethod(dialog);
  await expect(
    dialog.getByText(
      'There are no terms and conditions for this booking type. Please contact our administration team if you need them.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'ACCEPT', exact: true })).toBeEnabled();
});

test('amount and card form messages; Change Amount; a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await withSession(page, DEMO.lead);
  const dialog = await openDialog(page, 40005, '?initializeWith=fullPayment');
  await expect(dialog.getByRole('radio', { name: 'Full amount' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Remaining Amount' })).toBeChecked();
  await dialog.getByText('Custom Amount', { exact: true }).click();
  const amount = dialog.getByLabel('Amount in EUR');
  const choose = dialog.getByRole('button', { name: 'CHOOSE PAYMENT METHOD' });

  await choose.click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Minimal payment is €1.00' })).toBeVisible();
  await expect(choose).toBeVisible(); // still on Amount
  await amount.fill('0.99');
  await expect(dialog.getByText('Minimal payment is €1.00')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  // A fraction of a cent is refused, never rounded silently.
  await amount.fill('10.129');
  await choose.click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Enter the amount with at most 2 decimals' })).toBeVisible();
  await expect(amount).toHaveValue('10.129');
  await expect(dialog.getByText(/^Amount to pay:/)).toHaveText('Amount to pay: —none until the amount is valid');
  await expect(choose).toBeVisible();
  await amount.fill('99999');
  await expect(dialog.getByText('Total amount is larger than remaining amount')).toBeVisible();
  await choose.click();
  await expect(choose).toBeVisible();
  await expectAccessible(page);

  // Deposit: a count of 0 pays nothing.
  await dialog.getByText('Deposit', { exact: true }).click();
  await dialog.getByLabel('Number of deposits').fill('0');
  await expect(dialog.getByText('Minimal payment is €1.00')).toBeVisible();
  await dialog.getByLabel('Number of deposits').fill('1');
  await expect(dialog.getByText('Minimal payment is €1.00')).toHaveCount(0);

  await dialog.getByText('Full amount', { exact: true }).click();
  await amount.fill('12.5');
  await chooseMethod(dialog);
  await expect(dialog.getByText('You are paying €12.50')).toBeVisible();
  await dialog.getByRole('button', { name: 'Change Amount' }).click();
  await expect(choose).toBeVisible();
  await amount.fill('20');
  await chooseMethod(dialog);
  await expect(dialog.getByText('You are paying €20.00')).toBeVisible();

  // The card form's own checks.
  await acceptTerms(dialog);
  await payButton(dialog).click();
  await expect(dialog.getByText('Cardholder Name is required')).toBeVisible();
  await expect(dialog.getByLabel('Cardholder Name')).toBeFocused();
  await dialog.getByLabel('Cardholder Name').fill('Olivia Bennett');
  await dialog.getByRole('switch', { name: 'Save this card for future payments' }).check();
  await expect(dialog.getByRole('switch', { name: 'Save this card for future payments' })).toBeChecked();
  await payButton(dialog).click();
  await expect(dialog.getByText('Card Name is required')).toBeVisible();
  await expect(dialog.getByLabel('Card Name', { exact: true })).toBeFocused();
  await dialog.getByLabel('Card Name', { exact: true }).fill('Holiday card');
  // A card refused by the card fields: focus on the field that says why.
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry date (MM / YY)').fill('01 / 20');
  await dialog.getByLabel('Security code (CVC)').fill('123');
  await payButton(dialog).click();
  await expect(dialog.getByText(/^Your card's expiration (year|date) is in the past\.$/).first()).toBeVisible();
  await expect(dialog.getByLabel('Expiry date (MM / YY)')).toBeFocused();
  await expectAccessible(page);

  // Nothing overflows sideways at 360 px.
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a card saved with a payment (40011) is in the profile's saved cards at once", async ({ page }) => {
  const alias = `Paid with ${Math.random().toString(36).slice(2, 7)}`;
  await signIn(page, DEMO.lead);
  // The profile's list is loaded first, so it is in memory (and fresh) when the payment saves a card.
  await page.getByRole('link', { name: 'EDIT PROFILE' }).click();
  const savedCards = page.getByRole('list', { name: 'Saved cards' });
  await expect(page.getByText('Loading your saved cards…')).toHaveCount(0, SERVER);
  await expect(savedCards.getByText(alias)).toHaveCount(0);

  // Everything below moves inside the app (no reload), which is what keeps that list in memory.
  await page.goBack();
  await page.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Booking #40011' }).getByRole('link').click();
  await expect(page.getByTestId('booking-content')).toBeVisible(SERVER);
  await summary(page).getByRole('link', { name: 'PAY NOW' }).click();
  const dialog = dialogOf(page);
  await dialog.getByText('Custom Amount', { exact: true }).click();
  await dialog.getByLabel('Amount in USD').fill('25');
  await chooseMethod(dialog);
  await acceptTerms(dialog);
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('switch', { name: 'Save this card for future payments' }).check();
  await dialog.getByLabel('Card Name', { exact: true }).fill(alias);
  await payButton(dialog).click();
  await expect(dialog).toHaveAccessibleName('Payment Successful', SERVER);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(savedCards.getByRole('listitem').filter({ hasText: alias })).toHaveCount(1, SERVER);
});

test('a booking that cannot be paid goes back to its page', async ({ page }) => {
  await signIn(page, DEMO.lead);
  for (const id of [40015, 40016, 40009]) {
    await page.goto(`/bookings/${id}/new_payment`);
    await expect(page).toHaveURL(`/bookings/${id}`, SERVER);
    await expect(page.getByTestId('booking-content')).toBeVisible();
    await expect(dialogOf(page)).toHaveCount(0);
  }
});

test('only the lead may pay: a passenger is sent back to the booking page', async ({ page }) => {
  // Chloe travels on 40009, which is fully paid; pretend it still takes payments so that being a
  // passenger rather than the lead is the only reason left.
  await page.route('**/api/v2/customer/bookings/40009.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), payment_allowed: true } });
  });
  await withSession(page, DEMO.friend);
  await page.goto('/bookings/40009/new_payment');
  await expect(page).toHaveURL('/bookings/40009', SERVER);
  await expect(page.getByTestId('booking-content')).toBeVisible();
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(page.locator('#root').getByText('Only the lead customer can pay for this booking.')).toBeVisible();
});

test('offline: PAY NOW and Pay are disabled with the reason, and come back online', async ({ page, context }) => {
  await withSession(page, DEMO.lead);
  await openBooking(page, 40005);
  const payNow = summary(page).getByRole('link', { name: 'PAY NOW' });
  await expect(payNow).toBeVisible();

  await context.setOffline(true);
  await expect(summary(page).getByRole('button', { name: 'PAY NOW' })).toBeDisabled();
  await expect(summary(page).getByRole('button', { name: 'PAY NOW' })).toHaveAccessibleDescription(OFFLINE_REASON);
  await expect(page.locator('[data-status-bar]').getByRole('button')).toBeDisabled();
  await context.setOffline(false);
  await expect(payNow).toBeVisible();

  await payNow.click();
  const dialog = dialogOf(page);
  await chooseMethod(dialog);
  await acceptTerms(dialog);
  await fillCard(dialog, '4242 4242 4242 4242');
  const pay = payButton(dialog);
  await expect(pay).toBeEnabled();

  let paymentRequests = 0;
  await page.route('**/api/v2/customer/bookings/40005/payments.json', (route) => {
    paymentRequests += 1;
    return route.abort();
  });
  await context.setOffline(true);
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription(OFFLINE_REASON);
  await pay.click({ force: true });
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(pay).toBeEnabled();
  await expect(pay).not.toHaveAttribute('aria-describedby');
  expect(paymentRequests).toBe(0);
});
