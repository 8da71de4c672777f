// On a phone a toast never lies over a control: after a save on the profile, every visible
// button, link and form field is clear of it.
// Makes its own account (the demo lead's details are locked by its active bookings).
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, expect, registerThroughApi, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const CONTROLS = 'a[href], button, input, select, textarea, [role="switch"], [role="tab"]';

test('a toast after saving a profile field covers no control on a phone', async ({ page }) => {
  const email = `toast-${randomBytes(5).toString('hex')}@example.com`;
  await registerThroughApi(page.request, {
    title: 'Ms',
    first_name: 'Ada',
    last_name: 'Quill',
    email,
    age: 1990,
    nationality: 'British',
    country_code: '44',
    tel: '7700 900654',
    password: DEMO_PASSWORD,
  });
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Personal details' });
  await expect(details.getByLabel('First Name')).toHaveValue('Ada', SERVER);

  await details.getByLabel('Title').selectOption('Mx');
  const toast = page.getByText('Account Updated', { exact: true });
  await expect(toast).toBeVisible(SERVER);
  // The whole card, with its Dismiss button, against every other control in view.
  const card = page.locator('.toast-enter').filter({ has: toast });
  await expect(card).toBeVisible();
  const covered = await card.evaluate((element, selector) => {
    const box = element.getBoundingClientRect();
    const inView = (rect: DOMRect) =>
      rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((control) => !element.contains(control) && control.checkVisibility())
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        if (!inView(rect)) return false;
        return rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      })
      .map((control) => {
        const label = 'labels' in control ? (control.labels as NodeListOf<HTMLLabelElement>)[0]?.textContent : null;
        return control.getAttribute('aria-label') || label || control.textContent?.trim() || control.tagName;
      });
  }, CONTROLS);
  expect(covered).toEqual([]);
});
