// The payments and credit-notes screens, their refund wording and formats: RECENT PAYMENTS with
// payer, date and time, card brand and last four or Bank Transfer, Total Paid and the empty notice;
// the link to the credit notes only where the booking has some; the credit notes of the cancelled
// booking with card, EFT and transfer wording, Credit Total and Remaining; the print dialogs and
// their print styles; placeholders, a load failure with retry, 360 px and axe.
// Read-only on the seeded demo data (bookings 40001, 40003, 40004, 40016).
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, signIn, test, withSession } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const DATE = /^\d{1,2} [A-Z][a-z]{2}, \d{4} · \d{1,2}:\d{2}(am|pm)$/;
const rows = (page: Page) => page.getByTestId('payment-row');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Booking' });

async function openPayments(page: Page, id: number) {
  await page.goto(`/bookings/${id}/payments`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RECENT PAYMENTS', SERVER);
}

async function openCreditNotes(page: Page, id: number) {
  await page.goto(`/bookings/${id}/credit_notes`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CREDIT NOTES', SERVER);
  await expect(page.getByTestId('credit-note').first()).toBeVisible(SERVER);
}

/** Replaces window.print so a test can count the calls instead of opening the print preview. */
async function stubPrint(page: Page) {
  await page.evaluate(() => {
    const counter = window as unknown as { printed: number };
    counter.printed = 0;
    window.print = () => {
      counter.printed += 1;
    };
  });
}
const printedCount = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

test('card and bank payments, refunds and the credit notes link (40004)', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openPayments(page, 40004);
  await expect(page).toHaveTitle('Payments - #40004 | Gangway Sailing™');
  await expect(rows(page)).toHaveCount(2, SERVER);

  // Newest first: Sarah's card refund, then Olivia's bank payment.
  const refund = rows(page).nth(0);
  await expect(refund.getByText('Sarah Jenkins', { exact: true })).toBeVisible();
  await expect(refund.getByText('was refunded by Mastercard', { exact: true })).toBeVisible();
  await expect(refund.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  await expect(refund.getByText('•••• 8210', { exact: true })).toBeVisible();
  await expect(refund.locator('time')).toHaveText(DATE);
  // A refund is not a payment: no 'Total Paid', no negative amount, no invoice.
  await expect(refund.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(refund.getByText('Total Paid', { exact: true })).toHaveCount(0);
  await expect(refund).not.toContainText('-');
  await expect(refund.getByRole('button', { name: /^Print invoice/ })).toHaveCount(0);

  const bank = rows(page).nth(1);
  await expect(bank.getByText('Olivia Bennett', { exact: true })).toBeVisible();
  await expect(bank.getByRole('img', { name: 'Bank' })).toBeVisible();
  await expect(bank.getByText('Bank Transfer', { exact: true })).toBeVisible();
  await expect(bank.getByText('paid by Bank Transfer', { exact: true })).toBeVisible();
  await expect(bank.getByText('Total Paid', { exact: true })).toBeVisible();
  await expect(bank.getByRole('button', { name: /^Print invoice/ })).toBeVisible();
  await expect(bank.getByText('£900.00', { exact: true })).toBeVisible();
  await expect(bank.locator('time')).toHaveText(DATE);

  const toCreditNotes = page.getByRole('main').getByRole('link', { name: 'View Credit Notes' });
  await expect(toCreditNotes).toBeVisible();
  await toCreditNotes.click();
  await expect(page).toHaveURL(/\/bookings\/40004\/credit_notes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CREDIT NOTES');
  await expect(page).toHaveTitle('Credit Notes - #40004 | Gangway Sailing™');

  const note = page.getByTestId('credit-note');
  await expect(note).toHaveCount(1, SERVER);
  await expect(note.getByRole('heading', { name: 'Credit Note CN-0113' })).toBeVisible();
  await expect(note.locator('dt', { hasText: 'Raised' }).locator('+ dd')).toHaveText(
    /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+, \d{4}$/,
  );
  await expect(note.locator('dt', { hasText: 'Credit Amount' }).locator('+ dd')).toHaveText('£150.00');
  await expect(note.locator('dt', { hasText: 'Credit Reason' }).locator('+ dd')).toHaveText(
    "Sarah Jenkins' cancellation: deposit less the cancellation fee",
  );
  await expect(note.getByRole('row', { name: /Credit Total/ })).toContainText('£100.00');
  await expect(note.getByRole('row', { name: /Remaining/ })).toContainText('£50.00');

  await page.getByRole('main').getByRole('link', { name: 'View Payments' }).click();
  await expect(page).toHaveURL(/\/bookings\/40004\/payments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RECENT PAYMENTS');
});

test('a card payment and a transfer in, without credit notes (40003)', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openPayments(page, 40003);
  await expect(rows(page)).toHaveCount(2, SERVER);

  const transfer = rows(page).nth(0);
  await expect(transfer.getByText('Someone', { exact: true })).toBeVisible();
  await expect(transfer.getByText('A payment was transferred to this booking', { exact: true })).toBeVisible();
  await expect(transfer.getByText('$500.00', { exact: true })).toBeVisible();

  const card = rows(page).nth(1);
  await expect(card.getByText('Olivia Bennett', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(card.getByText('•••• 4242', { exact: true })).toBeVisible();
  await expect(card.getByText('$1,000.00', { exact: true })).toBeVisible();
  await expect(card.getByText('paid by Visa', { exact: true })).toBeVisible();

  await expect(page.getByRole('link', { name: 'View Credit Notes' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Credit Notes' })).toHaveCount(0);
});

test('the empty notice on a booking with no payments (40001)', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openPayments(page, 40001);
  await expect(page.getByText("You haven't made any payments.", { exact: true })).toBeVisible(SERVER);
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Credit Notes' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the cancelled booking: refunds by card and bank, the transfer out, its credit note (40016)', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openPayments(page, 40016);
  await expect(rows(page)).toHaveCount(6, SERVER);
  await expect(rows(page).nth(0)).toContainText('A payment was transferred from this booking');
  await expect(rows(page).nth(0)).toContainText('Transferred$500.00');
  await expect(
    rows(page)
      .nth(0)
      .getByRole('button', { name: /^Print invoice/ }),
  ).toHaveCount(0);
  await expect(rows(page).nth(1)).toContainText('Emily Bennett');
  await expect(rows(page).nth(1)).toContainText('was refunded by Bank Transfer');
  await expect(rows(page).nth(1)).toContainText('Refunded$300.00');
  await expect(page.getByText(/Total Paid\s*-/)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'View Credit Notes' })).toBeVisible();
  await expectAccessible(page);

  await openCreditNotes(page, 40016);
  const note = page.getByTestId('credit-note');
  await expect(note).toHaveCount(1);
  await expect(note.getByRole('heading', { name: 'Credit Note CN-0127' })).toBeVisible();
  await expect(note.locator('dt', { hasText: 'Credit Amount' }).locator('+ dd')).toHaveText('$1,000.00');
  await expect(note.getByRole('columnheader')).toHaveText(['Passenger', 'Credited To', 'Amount']);

  const refunds = note.getByTestId('refund-row');
  await expect(refunds).toHaveCount(3);
  await expect(refunds.nth(0).getByRole('cell')).toHaveText([
    'Olivia Bennett',
    /was refunded by Visa\s*•••• 4242$/,
    '$250.00',
  ]);
  await expect(refunds.nth(0).getByRole('img', { name: 'Visa' })).toBeVisible();
  await expect(refunds.nth(1).getByRole('cell')).toHaveText([
    'Emily Bennett',
    /was refunded by Visa\s*•••• 4242$/,
    '$450.00',
  ]);
  // 'EFT' is a bank refund: no digits, the bank wording.
  await expect(refunds.nth(2).getByRole('cell')).toHaveText([
    'Emily Bennett',
    /was refunded by Bank Transfer$/,
    '$300.00',
  ]);
  await expect(refunds.nth(2)).not.toContainText('EFT');
  await expect(note.getByRole('row', { name: /Credit Total/ })).toHaveText(/Credit Total\s*\$1,000\.00/);
  await expect(note.getByRole('row', { name: /Remaining/ })).toHaveText(/Remaining\s*\$0\.00/);
  await expectAccessible(page);
});

test('the print-invoice dialog shows the invoice, prints only it, and closes (40004)', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openPayments(page, 40004);
  await stubPrint(page);
  const opener = rows(page)
    .nth(1)
    .getByRole('button', { name: /^Print invoice/ });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Invoice' });
  await expect(dialog).toBeVisible();
  const invoice = dialog.getByRole('article');
  // 40004 is a tour: its invoice is on the tour brand's letterhead, on the cruise site too.
  await expect(invoice).toContainText('Gangway Tours');
  await expect(invoice).not.toContainText('Gangway Sailing');
  const value = (term: string) => invoice.locator('dt', { hasText: term }).locator('+ dd');
  await expect(value('Booking')).toHaveText('#40004');
  await expect(value('Product')).not.toHaveText('—');
  await expect(value('Payer')).toHaveText('Olivia Bennett');
  await expect(value('Date')).toHaveText(/^\d{1,2} [A-Z][a-z]{2}, \d{4}, \d{1,2}:\d{2}(am|pm)$/);
  await expect(value('Method')).toHaveText('Bank Transfer');
  await expect(value('Total Paid')).toHaveText('£900.00');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await printedCount(page)).toBe(1);

  // Printed: the invoice only, without the page, the dialog's title bar or its buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RECENT PAYMENTS', includeHidden: true })).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Print', exact: true, includeHidden: true })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Escape closes it too.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the print credit note dialog prints only the note and closes (40016)', async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openCreditNotes(page, 40016);
  await stubPrint(page);
  const opener = page.getByRole('button', { name: /^Print Credit Note/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Credit Note CN-0127' });
  await expect(dialog).toBeVisible();
  // 40016 is a tour: the tour brand's letterhead, on the cruise site too.
  await expect(dialog).toContainText('Gangway Tours');
  await expect(dialog).toContainText('Booking #40016');
  await expect(dialog.getByTestId('refund-row')).toHaveCount(3);
  await expect(dialog.getByRole('row', { name: /Remaining/ })).toContainText('$0.00');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await printedCount(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(dialog.getByRole('article')).toBeVisible();
  await expect(page.getByTestId('credit-note')).toBeHidden();
  await expect(page.getByRole('link', { name: 'View Payments', includeHidden: true })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('placeholders while loading, then a load failure with a working retry', async ({ page }) => {
  await signIn(page, DEMO.lead);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v2/customer/bookings/40004/payments.json', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
  });
  await page.goto('/bookings/40004/payments');
  await expect(page.getByTestId('payments-loading')).toBeVisible(SERVER);
  release();
  const failure = page.getByRole('alert').filter({ hasText: 'There was an error loading your payments' });
  await expect(failure).toBeVisible(SERVER);

  await page.unroute('**/api/v2/customer/bookings/40004/payments.json');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(rows(page)).toHaveCount(2, SERVER);
  await expect(failure).toBeHidden();

  await page.route('**/api/v2/customer/bookings/40016/credit_notes.json', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.goto('/bookings/40016/credit_notes');
  await expect(page.getByRole('alert').filter({ hasText: 'There was an error loading your credit notes' })).toBeVisible(
    SERVER,
  );
});

test('at 360 px both screens fit the screen and stay accessible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await withSession(page, DEMO.lead);
  await openPayments(page, 40016);
  await expect(rows(page)).toHaveCount(6, SERVER);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  await openCreditNotes(page, 40016);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // Keyboard: the print button is reachable and opens the dialog with Enter.
  await page.getByRole('button', { name: /^Print Credit Note/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Credit Note CN-0127' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test("another customer's booking: the not-found sentence and the way back, no payments shown", async ({ page }) => {
  await withSession(page, DEMO.lead);
  await openPayments(page, 40018);
  const notFound = page.getByRole('alert').filter({ hasText: "Unfortunately we couldn't find such booking." });
  await expect(notFound).toBeVisible(SERVER);
  await expect(rows(page)).toHaveCount(0);
  await page.goto('/bookings/40018/credit_notes');
  await expect(notFound).toBeVisible(SERVER);
  await notFound.getByRole('link', { name: 'Back to your bookings' }).click();
  await expect(page).toHaveURL(/\/$/);
});
