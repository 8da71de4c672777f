// The bell's unseen count clears when it opens, on every screen size: on a phone the bell opens the
// Notifications page instead of its panel, and what that page shows is seen.
// Data: a staff message on 40009 gives the friend an unseen notification (other specs only add more).
import { staffMessage } from './crm.ts';
import { DEMO, expect, signIn, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, the bell opens the Notifications page and its count clears', async ({ page }) => {
  await staffMessage(40009, 'Your cabin numbers are in the documents.', 'Priya');
  await signIn(page, DEMO.friend);
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unseen$/, SERVER);
  await bell.tap();
  await expect(page).toHaveURL('/notifications');
  await expect(page.locator('main ul > li').first()).toBeVisible(SERVER);
  await expect(bell).toHaveAccessibleName('Notifications, none unseen', SERVER);
  // And it stays cleared on the next visit to another page.
  await page.goto('/');
  await expect(bell).toHaveAccessibleName('Notifications, none unseen', SERVER);
});
