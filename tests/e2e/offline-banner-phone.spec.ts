// Offline on a 360 x 740 phone the connection banner takes one short line: offline and the saved
// copy said together, the full wording of both under a Details button that says whether it is open.
// Read-only on the seeded demo data (booking 40009 of lead@example.com).
import { DEMO, expect, signIn, test } from './fixtures.ts';
import { banner, banners, waitForPersisted, waitForServiceWorker } from './offline-sw-helpers.ts';

// This spec tests the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 }, hasTouch: true });

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

const VIEWPORT_HEIGHT = 740;
const key = (...parts: (string | number)[]) => JSON.stringify(parts);

test('offline with a saved copy: one compact banner, the full wording on demand', async ({ page, context }) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signIn(page, DEMO.lead);
  await page.goto('/bookings/40009');
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible(SERVER);
  await waitForPersisted(page, [key('bookings', 'detail', 40009)]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible(SERVER);
  const offline = banner(page, 'Offline');
  await expect(offline).toBeVisible(SERVER);
  // Both facts are said (the connection is down, the page is a saved copy) ...
  await expect(banners(page)).toContainText(/Offline · saved|Last synced/, SERVER);
  // ... in at most 15% of the screen.
  const collapsed = await banners(page).boundingBox();
  expect(collapsed?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(VIEWPORT_HEIGHT * 0.15);

  // One banner, its summary on one line.
  await expect(offline).toContainText(/^Offline · saved (\d{1,2}:\d{2}(am|pm)|\d{1,2} [A-Z][a-z]{2})/);
  await expect(banners(page).getByRole('region')).toHaveCount(1);
  const summary = offline.locator('p').first();
  const lines = await summary.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
  expect(lines).toBe(1);
  await expect(offline.getByText("You're offline.", { exact: false })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('offline-banner-360-collapsed.png') });

  // Details: a real button, 44 px tall on a touch screen, that opens both banners' full sentences.
  const toggle = offline.getByRole('button', { name: 'Details' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  await expect(offline).toContainText(
    "You're offline. You can keep reading what's saved on this device; paying and sending messages need a connection.",
  );
  await expect(offline).toContainText(
    /You're seeing information saved on this device; it couldn't be updated just now\. Last synced \d{1,2} [A-Z][a-z]+( \d{4})?, \d{1,2}:\d{2}(am|pm)\./,
  );
  await page.screenshot({ path: test.info().outputPath('offline-banner-360-expanded.png') });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(offline.getByText("You're offline.", { exact: false })).toBeHidden();
});
