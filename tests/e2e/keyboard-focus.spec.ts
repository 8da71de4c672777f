// Keyboard alone through signing in, paying a deposit, sending a message, dismissing a
// notification and the booking menu on a phone: after every step focus is on the control the next
// step needs, or on what the step produced, in view and drawn with a focus ring.
// Data: sends one message on 40010 and dismisses a notification of its own (a staff reply made
// here); 40005's deposit stops at its test authentication, which fails: nothing is paid.
import type { Locator, Page } from '@playwright/test';
import { staffMessage } from './crm.ts';
import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

/**
 * The focused element is this one, inside the viewport, with a visible outline (or its own ring).
 * Polled: bringing it into view may be a smooth scroll, still under way when focus has moved.
 */
async function expectFocusShown(target: Locator) {
  await expect(target).toBeFocused();
  const seen = () =>
    target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const css = getComputedStyle(element);
      return {
        inView: box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
        ring: (css.outlineStyle !== 'none' && css.outlineWidth !== '0px') || css.boxShadow !== 'none',
      };
    });
  await expect
    .poll(seen, { message: 'the focused element is in view and shows it has focus' })
    .toEqual({ inView: true, ring: true });
}

async function tab(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await page.route('**/api/v2/customer/bookings/*/ga_checkout.json', (route) => route.fulfill({ status: 204 }));
});

test('signing in: skip link, the form, and the dashboard takes focus', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible(SERVER);
  // The walk starts on the app, not on the painted page before it is hydrated.
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
  await page.keyboard.press('Tab');
  await expectFocusShown(page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await tab(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(DEMO.lead);
  await tab(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/', SERVER);
  // The new page's content has focus, not the page's body: the next Tab goes into it.
  await expect(page.getByRole('heading', { name: 'YOUR BOOKINGS' })).toBeVisible(SERVER);
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const next = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  expect(next, 'the Tab after signing in stays in the page content').toBe(true);
});

test('paying a deposit (40005): every step hands focus on; Escape brings PAY NOW back into view', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await page.goto('/bookings/40005');
  const payNow = page.getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'PAY NOW' });
  await expect(payNow).toBeVisible(SERVER);
  await payNow.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await expectFocusShown(dialog.getByRole('button', { name: 'Close' }));

  const deposit = dialog.getByRole('radio', { name: /^Deposit/ });
  await deposit.focus();
  await page.keyboard.press('Space');
  await expect(deposit).toBeChecked();
  await dialog.getByRole('button', { name: 'CHOOSE PAYMENT METHOD' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Choose how to pay' })).toBeFocused();

  const terms = dialog.getByRole('region', { name: 'Terms & Conditions text' });
  await terms.focus();
  await page.keyboard.press('End');
  const accept = dialog.getByRole('button', { name: 'ACCEPT', exact: true });
  // The text counts as read once its scroll event has landed; until then ACCEPT does nothing.
  await expect(accept).not.toHaveAttribute('aria-disabled', 'true');
  await tab(page, accept);
  await page.keyboard.press('Enter');
  // What ACCEPT did is said where focus lands, with a ring round it.
  await expectFocusShown(dialog.getByText('You have accepted the Terms & Conditions.'));

  // The card fields join the Tab order once the card provider's answer is in.
  await expect(dialog.getByLabel('Card number')).toBeVisible(SERVER);
  await tab(page, dialog.getByLabel('Cardholder Name'));
  await page.keyboard.type('Olivia Bennett');
  await tab(page, dialog.getByLabel('Card number'));
  await page.keyboard.type('4000002500003155');
  await tab(page, dialog.getByLabel('Expiry date (MM / YY)'));
  await page.keyboard.type('1234');
  await tab(page, dialog.getByLabel('Security code (CVC)'));
  await page.keyboard.type('123');
  const pay = dialog.getByRole('button', { name: /^Pay / });
  await pay.focus();
  await page.keyboard.press('Enter');

  const bank = page.getByRole('dialog', { name: 'Test payment authentication' });
  await expect(bank).toBeVisible(SERVER);
  await expect(bank.getByRole('button', { name: 'Close' })).toBeFocused();
  await bank.getByRole('button', { name: 'Fail authentication' }).focus();
  await page.keyboard.press('Enter');
  await expect(bank).toHaveCount(0);
  await expect(page.getByTestId('payment-error')).toBeVisible(SERVER);
  // Back in the payment dialog on the Pay button, ready to try again.
  await expectFocusShown(pay);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/bookings/40005');
  await expectFocusShown(payNow);
});

test('sending a message: the emptied box has focus again, ready for the next one', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await page.goto('/bookings/40010/messages');
  const box = page.getByPlaceholder('Write your message here...');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled(SERVER);
  await box.focus();
  const text = `Keyboard message ${Date.now()}`;
  await page.keyboard.type(text);
  await tab(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Booking conversation' }).getByText(text)).toBeVisible(SERVER);
  await expect(box).toHaveValue('');
  await expectFocusShown(box);
});

test('dismissing a notification with Enter: focus on the notice in its place, Tab goes on to the next', async ({
  page,
}) => {
  const name = `Dismisser ${Date.now()}`;
  await staffMessage(40010, 'A reply to dismiss', name);
  await signIn(page, DEMO.lead);
  await page.goto('/notifications');
  await page.getByLabel('Show notifications for').selectOption({ label: 'Booking #40010' }, SERVER);
  const item = page.locator('main ul > li').filter({ hasText: `You have a new message from ${name}.` });
  const dismiss = item.getByRole('button', { name: 'Dismiss notification' });
  await expect(dismiss).toBeVisible(SERVER);
  await dismiss.focus();
  await page.keyboard.press('Enter');
  const notice = page.locator('main ul > li').filter({ hasText: 'Notification was dismissed.' }).first();
  await expectFocusShown(notice);
  // The next Tab goes on from there (the next notification, or what follows the list), not from the top.
  await page.keyboard.press('Tab');
  const onwards = await notice.evaluate((element) => {
    const active = document.activeElement;
    return active !== null && active !== document.body && (element.compareDocumentPosition(active) & 4) !== 0;
  });
  expect(onwards, 'the Tab after dismissing moves on from the dismissed notification').toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the folded booking menu: open, choose Payments, focus on the menu naming it', async ({ page }) => {
    await signIn(page, DEMO.lead);
    await page.goto('/bookings/40004');
    const menu = page.getByRole('button', { name: /^Booking menu/ });
    await expect(menu).toHaveAccessibleName('Booking menu: Your Tour', SERVER);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Booking' });
    const names = await nav.getByRole('link').allTextContents();
    expect(names).toEqual(['Dashboard', 'Your Tour', 'Messages', 'Payments', 'Credit Notes']);
    await tab(page, nav.getByRole('link', { name: 'Dashboard' }));
    await page.keyboard.press('Escape');
    await expectFocusShown(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Payments' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/bookings/40004/payments');
    const moved = page.getByRole('button', { name: 'Booking menu: Payments' });
    await expectFocusShown(moved);
    await expect(moved).toHaveAttribute('aria-expanded', 'false');
  });
});
