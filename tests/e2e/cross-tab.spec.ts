// The login state across tabs: 'logined' going to 'false' in one
// tab logs every other tab out; going to 'true' reloads a tab that shows a visitor page.
import { DEMO, expect, signIn, test } from './fixtures.ts';
import { storedEntries } from './offline-sw-helpers.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

test('signing out in one tab signs out the other tabs, and wipes the persisted cache', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, DEMO.lead);
  await expect(first).toHaveURL('/', SERVER);

  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible(SERVER);

  await first.getByRole('button', { name: /^Account menu for / }).click();
  await first.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(first).toHaveURL('/login', SERVER);
  await expect(second).toHaveURL('/login', SERVER);
  await expect(second.getByRole('link', { name: 'Log in' })).toBeVisible();

  // Nothing of the customer is left in IndexedDB.
  expect(await storedEntries(second)).toEqual([]);
});

test('signing in in one tab moves a tab showing a visitor page to the dashboard', async ({ context }) => {
  const visitor = await context.newPage();
  await visitor.goto('/registration');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();

  const other = await context.newPage();
  await signIn(other, DEMO.friend);
  await expect(other).toHaveURL('/', SERVER);

  await expect(visitor).toHaveURL('/', SERVER);
  await expect(visitor.getByText('Welcome to your Gangway Sailing account, Chloe!', { exact: true })).toBeVisible();
});
