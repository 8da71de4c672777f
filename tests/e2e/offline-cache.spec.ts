// The persisted query cache: one IndexedDB entry per customer ('gangway-cache:<id>'),
// restored before the first render (an offline reload shows the bookings), never holding payment
// configuration, saved cards or payment codes, wiped in every tab at sign-out, never shown to the
// next customer on the same browser; a sign-in reaches the other tabs; the install offer.
// Read-only for the demo data: it signs in and out, it pays nothing.
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures.ts';
import { type StoredEntry, storedEntries } from './offline-sw-helpers.ts';

// This spec tests the service worker (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Sign-in hashes with scrypt: on a busy machine the server can take seconds to answer.
const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 120_000 });

// Opening a booking reports ga_checkout; answer it here so this spec changes no data.
async function quietCheckout(context: BrowserContext) {
  await context.route('**/api/v2/customer/bookings/*/ga_checkout.json', (route) => route.fulfill({ status: 204 }));
}

type PersistedQuery = { queryKey: unknown[]; state: { data: unknown } };

/** The queries persisted for the customer this browser remembers, once their entry holds `wanted`. */
async function persistedQueries(page: Page, wanted: (queries: PersistedQuery[]) => boolean) {
  let queries: PersistedQuery[] = [];
  await expect
    .poll(
      async () => {
        const id = await page.evaluate(() => localStorage.getItem('gangway-customer'));
        const entry = (await storedEntries(page)).find((e) => e.key === `gangway-cache:${id}`);
        queries = entry
          ? (JSON.parse(String(entry.value)) as { clientState: { queries: PersistedQuery[] } }).clientState.queries
          : [];
        return wanted(queries);
      },
      { timeout: 15_000, message: 'the persisted cache to hold what the pages loaded' },
    )
    .toBe(true);
  return queries;
}

const hasBookingsList = (queries: PersistedQuery[]) =>
  queries.some((q) => q.queryKey[0] === 'bookings' && q.queryKey[1] === 'list');

// Whole numbers only: other specs post messages to 40009 stamped with Date.now(), whose digits can
// hold '40003' (a friend's notification did, and this read it as the lead's booking).
const bookingIdsIn = (queries: PersistedQuery[]) =>
  new Set(JSON.stringify(queries.map((q) => q.state.data)).match(/\b400[01]\d\b/g) ?? []);

const cardTitles = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('article')
    .getByText(/^Booking #\d+$/);

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/, SERVER);
}

test('after one online visit, an offline reload shows the bookings from the restored cache', async ({
  page,
  context,
}) => {
  await quietCheckout(context);
  await signIn(page, DEMO.lead);
  await expect(cardTitles(page).first()).toBeVisible(SERVER);
  // The first cards are drawn first and the rest right after; the list's name counts them all.
  const label = await page.getByRole('list', { name: /^\d+ active bookings$/ }).getAttribute('aria-label');
  await expect(cardTitles(page)).toHaveCount(Number(label?.split(' ')[0]), SERVER);
  const online = await cardTitles(page).allTextContents();
  await persistedQueries(page, hasBookingsList);
  // The reload below must be answered by the service worker's precache.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  // The first cards are drawn first and the rest right after: wait for the whole list.
  await expect(cardTitles(page)).toHaveText(online, SERVER);
  await context.setOffline(false);
});

test('payments history and credit notes are persisted; payment configuration, cards and codes are not', async ({
  page,
  context,
}) => {
  await quietCheckout(context);
  await signIn(page, DEMO.lead);
  await expect(page).toHaveURL('/', SERVER);

  // In-app navigation (no page load), as a traveller moves around before going to sea.
  await page.goto('/bookings/40004/payments');
  await expect(page.getByText('Total Paid').first()).toBeVisible(SERVER);
  const notesLoaded = page.waitForResponse((r) => r.url().endsWith('/40004/credit_notes.json') && r.ok(), SERVER);
  await page.getByRole('navigation', { name: 'Booking' }).getByRole('link', { name: 'Credit Notes' }).click();
  await notesLoaded;
  // The saved cards (profile) and the card provider's configuration (adding a card) are loaded too.
  const cardsLoaded = page.waitForResponse((r) => r.url().endsWith('/customer/credit_cards.json') && r.ok(), SERVER);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await cardsLoaded;
  const configLoaded = page.waitForResponse((r) => r.url().endsWith('/customer/payment_config.json') && r.ok(), SERVER);
  await page.getByRole('button', { name: 'Add card' }).click(SERVER);
  await configLoaded;

  const queries = await persistedQueries(
    page,
    (qs) =>
      qs.some((q) => q.queryKey.join('/') === 'payments/list/40004') &&
      qs.some((q) => q.queryKey.join('/') === 'payments/credit-notes/40004'),
  );
  // A write after the configuration arrived (at most a second later) is what is checked.
  await page.waitForTimeout(1_500);
  const after = await persistedQueries(page, () => true);
  for (const q of [...queries, ...after]) {
    expect(q.queryKey[0], JSON.stringify(q.queryKey)).not.toBe('credit-cards');
    if (q.queryKey[0] === 'payments') expect(['list', 'credit-notes']).toContain(q.queryKey[1]);
  }
  const text = JSON.stringify(after);
  expect(text).not.toContain('stripePublishableKey'); // payment_config
  expect(text).not.toContain('"aliasName"'); // a saved card
});

test('signing out in one tab wipes IndexedDB and the other tab’s cache, and signs that tab out', async ({
  context,
}) => {
  await quietCheckout(context);
  const first = await context.newPage();
  await signIn(first, DEMO.lead);
  await expect(cardTitles(first).first()).toBeVisible(SERVER);
  await persistedQueries(first, hasBookingsList);

  const second = await context.newPage();
  await second.goto('/bookings/40001');
  await expect(second.getByText('Booking #40001').first()).toBeVisible(SERVER);

  await signOutFromMenu(first);
  await expect(second).toHaveURL(/\/login/, SERVER);
  await expect(second.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();

  // Nothing is left on disk, and neither tab writes its old cache back afterwards.
  await expect.poll(() => storedEntries(second)).toEqual([]);
  await second.waitForTimeout(1_500);
  expect(await storedEntries(second)).toEqual([]);
  expect(await storedEntries(first)).toEqual([]);
  // The second tab's memory is empty too: going back shows the login page, not the booking.
  await second.goBack();
  await expect(second).toHaveURL(/\/login/, SERVER);
  await expect(second.getByText('Booking #40001')).toHaveCount(0);
});

test('signing in in one tab reaches a tab showing the login page', async ({ context }) => {
  await quietCheckout(context);
  const waiting = await context.newPage();
  await waiting.goto('/login');
  await expect(waiting.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();

  const other = await context.newPage();
  await signIn(other, DEMO.lead);
  await expect(other).toHaveURL('/', SERVER);

  await expect(waiting).toHaveURL('/', SERVER);
  await expect(cardTitles(waiting).first()).toBeVisible(SERVER);
});

test('a second customer signing in on the same browser sees none of the first one’s data', async ({
  page,
  context,
}) => {
  await quietCheckout(context);
  await signIn(page, DEMO.lead);
  await expect(cardTitles(page).first()).toBeVisible(SERVER);
  // Written a moment after it arrives (throttled): leave the dashboard only once it is on disk, as
  // a write still pending when the page unloads may never land.
  await persistedQueries(page, hasBookingsList);
  await page.goto('/bookings/40001');
  await expect(page.getByText('Booking #40001').first()).toBeVisible(SERVER);
  const lead = await persistedQueries(page, (qs) => hasBookingsList(qs) && bookingIdsIn(qs).has('40001'));
  expect(bookingIdsIn(lead).has('40001')).toBe(true);
  const leadKey = `gangway-cache:${await page.evaluate(() => localStorage.getItem('gangway-customer'))}`;

  await signOutFromMenu(page);
  await expect.poll(() => storedEntries(page)).toEqual([]);

  await signIn(page, DEMO.friend);
  await expect(cardTitles(page)).toHaveText(['Booking #40009'], SERVER);
  const friendId = await page.evaluate(() => localStorage.getItem('gangway-customer'));
  const friendKey = `gangway-cache:${friendId}`;
  expect(friendKey).not.toBe(leadKey);
  const friend = await persistedQueries(page, hasBookingsList);
  expect([...bookingIdsIn(friend)]).toEqual(['40009']);
  // The friend's cache, and perhaps the friend's own page snapshots.
  const ownKeys = (entries: StoredEntry[]) =>
    entries.map((e) => e.key).filter((key) => !key.startsWith(`gangway-page:${friendId}:`));
  expect(ownKeys(await storedEntries(page))).toEqual([friendKey]);

  // The friend's restored cache, offline, shows only the friend's booking; the lead's is gone.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.reload();
  await expect(cardTitles(page)).toHaveText(['Booking #40009']);
  await page.goto('/bookings/40001').catch(() => {});
  await expect(page.getByText('Booking #40001')).toHaveCount(0);
  await context.setOffline(false);
});

test('a session that ended without signing out: the next customer sees nothing of the previous one', async ({
  page,
  context,
}) => {
  await quietCheckout(context);
  await signIn(page, DEMO.lead);
  await expect(cardTitles(page).first()).toBeVisible(SERVER);
  await page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: 'Booking #40001' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL('/bookings/40001', SERVER);
  await persistedQueries(page, (qs) => hasBookingsList(qs) && bookingIdsIn(qs).has('40001'));

  // The session cookie goes (expired, revoked) while the lead's cache is still on disk.
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible(SERVER);
  await signIn(page, DEMO.friend);
  await expect(cardTitles(page)).toHaveText(['Booking #40009'], SERVER);
  const friend = await persistedQueries(page, hasBookingsList);
  expect([...bookingIdsIn(friend)]).toEqual(['40009']);
  const friendId = await page.evaluate(() => localStorage.getItem('gangway-customer'));
  // The friend's cache, and perhaps the friend's own page snapshots.
  await expect
    .poll(async () =>
      (await storedEntries(page)).map((e) => e.key).filter((key) => !key.startsWith(`gangway-page:${friendId}:`)),
    )
    .toEqual([`gangway-cache:${friendId}`]);
});

test('the user menu offers Install app while the browser allows it, and not once installed', async ({ page }) => {
  await signIn(page, DEMO.lead);
  await expect(page).toHaveURL('/', SERVER);
  const menuButton = page.getByRole('button', { name: /^Account menu for / });
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // What Chromium fires when the app is installable (its prompt() shows the install dialog).
  const dispatchPrompt = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted =
            ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        },
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await dispatchPrompt()).toBe(true); // the browser's own mini-infobar is suppressed
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Install app' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await dispatchPrompt();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await menuButton.click();
  await expect(page.getByRole('menuitem')).toHaveText(['Dashboard', 'Profile', 'Sign Out']);
});

test('iOS Safari shows the Add to Home Screen hint until it is dismissed, also after signing out', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await page.goto('/login');
  const hint = page.getByRole('complementary', { name: 'Add to Home Screen' });
  await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
  await expect(hint).toHaveCount(0); // not on the login page

  await signIn(page, DEMO.friend);
  await expect(hint).toBeVisible(SERVER);
  await expect(hint).toContainText('tap Share, then Add to Home Screen');
  await hint.getByRole('button', { name: 'Dismiss' }).click();
  await expect(hint).toHaveCount(0);

  await page.reload();
  await expect(cardTitles(page).first()).toBeVisible(SERVER);
  await signOutFromMenu(page);
  await signIn(page, DEMO.friend);
  await expect(cardTitles(page).first()).toBeVisible(SERVER);
  await expect(hint).toHaveCount(0);
  await context.close();
});
