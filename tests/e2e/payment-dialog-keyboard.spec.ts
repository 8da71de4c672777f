// The payment dialog by keyboard alone, its printed receipt, and Escape in the nested test
// authentication dialog: everything works without a pointer.
// Data this spec changes: 40002 (pays £1.00 by card; payment-dialog.spec.ts only reads a bank code
// there, which a smaller balance leaves unchanged). 40005 is only read: its authentication fails.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test, withSession } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

const dialogOf = (page: Page) => page.getByRole('dialog', { name: /^(Make Payment|Payment Successful)$/ });
const summary = (page: Page) => page.getByRole('region', { name: 'Payments' });

/** What has focus, as a short description (role/tag and accessible name). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'none';
    const label =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''}: ${label.trim().slice(0, 40)}`;
  });

test.beforeEach(async ({ page }) => {
  await page.route('**/api/v2/customer/bookings/*/ga_checkout.json', (route) => route.fulfill({ status: 204 }));
});

test('keyboard only (40002): open from PAY NOW, Tab order, pay, print the receipt, Escape closes, focus back on PAY NOW', async ({
  page,
}) => {
  await withSession(page, DEMO.lead);
  await page.goto('/bookings/40002');
  const payNow = summary(page).getByRole('link', { name: 'PAY NOW' });
  await expect(payNow).toBeVisible(SERVER);
  await payNow.focus();
  const providerAsked = page.waitForRequest(/\/customer\/payment_config\.json$/, SERVER);
  await page.keyboard.press('Enter');
  const dialog = dialogOf(page);
  await expect(dialog).toHaveAccessibleName('Make Payment', SERVER);
  // The card provider is asked for on opening, not once the card step is reached.
  await providerAsked;

  // Amount (40002's due date has passed: full payment, no Deposit / Full toggle, opening on the
  // remaining amount). One Tab each; an arrow key moves to Custom Amount.
  const tab = async (target: Locator) => {
    await page.keyboard.press('Tab');
    await expect(target, `after Tab, focus is on ${await focused(page)}`).toBeFocused();
  };
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await tab(dialog.getByRole('radio', { name: 'Remaining Amount' }));
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: 'Custom Amount' })).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'Custom Amount' })).toBeChecked();
  await tab(dialog.getByLabel('Amount in GBP'));
  await page.keyboard.type('1');
  await tab(dialog.getByRole('button', { name: 'CHOOSE PAYMENT METHOD' }));
  await page.keyboard.press('Enter');

  // Enroll: the step's heading takes focus, then Change Amount, the method, the terms text, which
  // the keyboard scrolls to its end (End), then ACCEPT.
  await expect(dialog.getByRole('heading', { name: 'Choose how to pay' })).toBeFocused();
  await expect(dialog.getByText('You are paying £1.00')).toBeVisible();
  await tab(dialog.getByRole('button', { name: 'Change Amount' }));
  await tab(dialog.getByRole('radio', { name: 'Credit Card' }));
  await tab(dialog.getByRole('region', { name: 'Terms & Conditions text' }));
  const accept = dialog.getByRole('button', { name: 'ACCEPT', exact: true });
  await expect(accept).toBeDisabled();
  await page.keyboard.press('End');
  await expect(accept).toBeEnabled();
  await tab(accept);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('You have accepted the Terms & Conditions.')).toBeFocused();

  // The card form, in reading order, and Pay with Enter. The card fields are in the Tab order once
  // the provider's answer is in (the dialog asked for it on opening); a placeholder stands before.
  await expect(dialog.getByLabel('Card number')).toBeVisible(SERVER);
  await tab(dialog.getByLabel('Cardholder Name'));
  await page.keyboard.type('Olivia Bennett');
  await tab(dialog.getByLabel('Card number'));
  await page.keyboard.type('4242424242424242');
  await tab(dialog.getByLabel('Expiry date (MM / YY)'));
  await page.keyboard.type('1234');
  await tab(dialog.getByLabel('Security code (CVC)'));
  await page.keyboard.type('123');
  await tab(dialog.getByRole('switch', { name: 'Save this card for future payments' }));
  const pay = dialog.getByRole('button', { name: 'Pay £1.00' });
  await tab(pay);
  await page.keyboard.press('Enter');

  // Success: focus on the step; the receipt prints alone.
  await expect(dialog).toHaveAccessibleName('Payment Successful', SERVER);
  await expect(dialog.getByRole('heading', { name: 'Thank you, your payment went through.' })).toBeFocused();
  const receipt = dialog.getByTestId('payment-receipt');
  await expect(receipt.locator('dd').nth(2)).toHaveText('£1.00');
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText(/^Payment receipt · Booking #40002 · /)).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeHidden();
  await expect(dialog.getByRole('heading', { name: 'Payment Successful' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('receipt-print.png') });
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#root')).toBeVisible();

  // Escape closes it and focus returns to PAY NOW (the balance is not paid yet).
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/bookings/40002');
  await expect(dialogOf(page)).toHaveCount(0);
  await expect(payNow).toBeFocused();
});

test('Escape in the test authentication closes only it; the payment dialog stays with the failure (40005)', async ({
  page,
}) => {
  await withSession(page, DEMO.lead);
  await page.goto('/bookings/40005/new_payment');
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(dialog).toBeVisible(SERVER);
  await dialog.getByRole('button', { name: 'CHOOSE PAYMENT METHOD' }).click();
  await dialog.getByTestId('terms-text').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await dialog.getByRole('button', { name: 'ACCEPT', exact: true }).click();
  await dialog.getByLabel('Cardholder Name').fill('Olivia Bennett');
  await dialog.getByLabel('Card number').fill('4000 0025 0000 3155');
  await dialog.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('Security code (CVC)').fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();

  const auth = page.getByRole('dialog', { name: 'Test payment authentication' });
  await expect(auth).toBeVisible(SERVER);
  await page.keyboard.press('Escape');
  await expect(auth).toHaveCount(0);
  await expect(page.getByTestId('payment-error')).toHaveText(/unable to authenticate your payment method/, SERVER);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL('/bookings/40005/new_payment');
  await expect(dialog.getByRole('button', { name: /^Pay / })).toBeEnabled();

  // A second Escape, now in the payment dialog itself, closes it.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/bookings/40005');
  await expect(dialog).toHaveCount(0);
});
