// Every screen and open dialog on the phones and tablets travellers use (layout-checks.ts says what
// fails one). A page walks the steps in order, each starting where the last left it, and checks
// each screen at two sizes: a new screen or dialog is added to a list of steps, and the walk
// checks it at every size.
// Read-only on the demo data: 40005's card payment stops at its test authentication, which fails.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { brandUrl, DEMO, E2E_PORT, expect, registerThroughApi, signIn, test } from './fixtures.ts';
import { layoutProblems } from './layout-checks.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 420_000 });

const SIZES = [
  { name: 'phone 360', viewport: { width: 360, height: 740 }, isMobile: true },
  { name: 'phone 390', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'tablet 820', viewport: { width: 820, height: 1180 }, isMobile: false },
  { name: 'tablet 1024', viewport: { width: 1024, height: 768 }, isMobile: false },
] as const;

type Step = { screen: string; reach: (page: Page) => Promise<void> };

const dialog = (page: Page, name?: string | RegExp) => page.getByRole('dialog', name ? { name } : undefined);

async function open(page: Page, url: string, ready: (page: Page) => ReturnType<Page['getByRole']>) {
  await page.goto(url);
  await expect(ready(page).first()).toBeVisible(SERVER);
}

/** Unfolds a folded menu when this size folds it (its button is shown), else leaves the page. */
async function unfold(page: Page, name: RegExp) {
  const toggle = page.getByRole('button', { name, expanded: false });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.getByRole('button', { name, expanded: true })).toBeVisible();
  }
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name });
const bookingContent = (page: Page) => page.getByTestId('booking-content');

const SIGNED_OUT: Step[] = [
  { screen: 'sign-in', reach: (page) => open(page, '/login', (p) => p.getByRole('button', { name: 'Log In' })) },
  {
    screen: 'skip link focused',
    reach: async (page) => {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    },
  },
  { screen: 'sign-up', reach: (page) => open(page, '/registration', heading('Create an account')) },
  { screen: 'forgot password', reach: (page) => open(page, '/password/new', heading('Forgot your password?')) },
  {
    screen: 'reset password',
    reach: (page) => open(page, '/password/edit?reset_password_token=walk', heading('Change your password')),
  },
  { screen: 'not found', reach: (page) => open(page, '/404', heading(/OOPS/)) },
];

const SIGNED_IN: Step[] = [
  { screen: 'dashboard', reach: (page) => open(page, '/', (p) => p.getByRole('tabpanel').getByRole('article')) },
  { screen: 'dashboard, bookings menu unfolded', reach: (page) => unfold(page, /bookings$/) },
  { screen: 'account menu', reach: (page) => page.getByRole('button', { name: /^Account menu for / }).click() },
  { screen: 'booking 40003', reach: (page) => open(page, '/bookings/40003', bookingContent) },
  { screen: 'booking menu unfolded', reach: (page) => unfold(page, /^Booking menu/) },
  {
    screen: 'visa letter: info',
    reach: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Visa letter' }).click();
      await expect(dialog(page, 'Visa letter').getByRole('button', { name: 'YES, I NEED A VISA' })).toBeVisible(SERVER);
    },
  },
  {
    screen: 'visa letter: recipients',
    reach: (page) => dialog(page, 'Visa letter').getByRole('button', { name: 'YES, I NEED A VISA' }).click(),
  },
  {
    screen: 'visa letter: letter',
    reach: async (page) => {
      await dialog(page, 'Visa letter').getByRole('button', { name: 'Continue' }).click();
      await expect(dialog(page, 'Visa letter').getByRole('article', { name: 'Letter preview' })).toBeVisible();
    },
  },
  {
    screen: 'passenger details dialog',
    reach: async (page) => {
      await closeDialog(page);
      await page
        .getByRole('button', { name: /^EDIT DETAILS/ })
        .first()
        .click();
      await expect(dialog(page)).toBeVisible();
    },
  },
  {
    screen: 'booking 40008 (passengers to invite)',
    reach: (page) => open(page, '/bookings/40008', bookingContent),
  },
  {
    screen: 'invite dialog',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Invite a passenger to this spot' }).first().click();
      await expect(dialog(page)).toBeVisible();
    },
  },
  { screen: 'booking 40012 (within 30 days)', reach: (page) => open(page, '/bookings/40012', bookingContent) },
  { screen: 'booking 40004 (credit notes)', reach: (page) => open(page, '/bookings/40004', bookingContent) },
  { screen: 'booking 40015 (expired)', reach: (page) => open(page, '/bookings/40015', bookingContent) },
  { screen: 'booking 40013 (reviewed)', reach: (page) => open(page, '/bookings/40013', bookingContent) },
  { screen: 'booking 40017 (ship to be assigned)', reach: (page) => open(page, '/bookings/40017', bookingContent) },
  {
    screen: 'messages',
    reach: (page) => open(page, '/bookings/40003/messages', (p) => p.getByPlaceholder('Write your message here...')),
  },
  { screen: 'payments', reach: (page) => open(page, '/bookings/40004/payments', heading('RECENT PAYMENTS')) },
  {
    screen: 'print invoice dialog',
    reach: async (page) => {
      await page
        .getByRole('button', { name: /^Print invoice/ })
        .first()
        .click();
      await expect(dialog(page).getByRole('article')).toBeVisible(SERVER);
    },
  },
  { screen: 'credit notes', reach: (page) => open(page, '/bookings/40004/credit_notes', heading('CREDIT NOTES')) },
  {
    screen: 'print credit note dialog',
    reach: async (page) => {
      await page
        .getByRole('button', { name: /^Print Credit Note/ })
        .first()
        .click();
      await expect(dialog(page)).toBeVisible(SERVER);
    },
  },
  { screen: 'review form', reach: (page) => open(page, '/bookings/40014/review', (p) => p.getByText('Your rating')) },
  { screen: 'review read', reach: (page) => open(page, '/bookings/40013/review', heading('YOUR REVIEW')) },
  {
    screen: 'payment dialog: amount',
    reach: (page) =>
      open(page, '/bookings/40005/new_payment', (p) =>
        dialog(p, 'Make Payment').getByRole('button', { name: 'CHOOSE PAYMENT METHOD' }),
      ),
  },
  {
    screen: 'payment dialog: method and terms',
    reach: async (page) => {
      await dialog(page).getByRole('button', { name: 'CHOOSE PAYMENT METHOD' }).click();
      await expect(dialog(page).getByTestId('terms-text')).toBeVisible();
    },
  },
  {
    screen: 'payment dialog: card',
    reach: async (page) => {
      await dialog(page)
        .getByTestId('terms-text')
        .evaluate((el) => {
          el.scrollTop = el.scrollHeight;
        });
      await dialog(page).getByRole('button', { name: 'ACCEPT', exact: true }).click();
      await expect(dialog(page).getByLabel('Card number')).toBeVisible();
    },
  },
  {
    screen: '3-D Secure dialog',
    reach: async (page) => {
      const payment = dialog(page, 'Make Payment');
      await payment.getByLabel('Cardholder Name').fill('Olivia Bennett');
      await payment.getByLabel('Card number').fill('4000 0025 0000 3155');
      await payment.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
      await payment.getByLabel('Security code (CVC)').fill('123');
      await payment.getByRole('button', { name: /^Pay / }).click();
      await expect(dialog(page, 'Test payment authentication')).toBeVisible(SERVER);
    },
  },
  {
    screen: 'payment dialog: failed authentication',
    reach: async (page) => {
      await dialog(page, 'Test payment authentication').getByRole('button', { name: 'Fail authentication' }).click();
      await expect(page.getByTestId('payment-error')).toBeVisible(SERVER);
    },
  },
  {
    screen: 'notifications',
    reach: async (page) => {
      await closeDialog(page);
      await open(page, '/notifications', (p) => p.locator('main ul > li'));
    },
  },
  { screen: 'profile', reach: (page) => open(page, '/profile', (p) => p.getByRole('button', { name: 'Add card' })) },
  {
    screen: 'add card dialog',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Add card' }).click();
      await expect(dialog(page, 'Add Payment Method')).toBeVisible();
    },
  },
  {
    screen: 'add passkey dialog',
    reach: async (page) => {
      await closeDialog(page);
      await page.getByRole('button', { name: 'Add a passkey for this device' }).click();
      await expect(dialog(page, 'Add a passkey')).toBeVisible();
    },
  },
];

/** The tour brand's own chrome (logo, colours, captions, footer) on the screens that show most of it. */
const TOUR: Step[] = [
  { screen: 'tour: sign-in', reach: (page) => open(page, brandUrl('tour', '/login'), heading(/Log In/)) },
  {
    screen: 'tour: dashboard',
    reach: (page) => open(page, brandUrl('tour', '/'), (p) => p.getByRole('tabpanel').getByRole('article')),
  },
  { screen: 'tour: booking 40003', reach: (page) => open(page, brandUrl('tour', '/bookings/40003'), bookingContent) },
];

/** A traveller whose name and e-mail address are longer than any card is wide. */
const LONG_WORDS: Step[] = [
  {
    screen: 'dashboard of a long name and e-mail',
    reach: async (page) => {
      await registerThroughApi(page.request, {
        email: `a-very-long-mailbox-name-for-testing-${Date.now()}@a-long-subdomain.gangway-travellers.example`,
        password: 'walk-the-layout-1',
        title: 'Mx',
        first_name: 'Maximilianus-Bartholomew',
        last_name: 'Featherstonehaugh-Cholmondeley',
        age: 1985,
        nationality: 'British',
        country_code: '44',
        tel: '7700 900456',
      });
      await open(page, '/', heading('YOUR BOOKINGS'));
    },
  },
  {
    screen: 'profile of a long name and e-mail',
    reach: (page) => open(page, '/profile', (p) => p.getByRole('button', { name: 'Add card' })),
  },
];

type Size = (typeof SIZES)[number];

async function newContext(browser: Browser, size: Size): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: size.viewport,
    isMobile: size.isMobile,
    // Phones and tablets alike: a finger is the pointer (pointer: coarse).
    hasTouch: true,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
}

/** The page at `size`, once a frame has been laid out and drawn at the new width. */
async function resize(page: Page, size: Size) {
  await page.setViewportSize(size.viewport);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Each step reached once, then checked at both sizes of its pair: at the size the page has, then
 * resized to the other, where the next step is reached. Steps are thus reached at either size.
 */
async function walk(page: Page, steps: Step[], pair: readonly [Size, Size], found: string[]) {
  for (const step of steps) {
    await test.step(step.screen, () => step.reach(page));
    const width = page.viewportSize()?.width;
    const order = width === pair[0].viewport.width ? pair : ([pair[1], pair[0]] as const);
    for (const [index, size] of order.entries()) {
      if (index > 0) await resize(page, size);
      for (const problem of await layoutProblems(page, { touch: true }))
        found.push(`${size.name}, ${step.screen}: ${problem}`);
    }
  }
}

// A phone's two widths share one page, and so do a tablet's two sides (a tablet turned is resized
// the same way): the screens load once for both. Each pair walks in two tests.
const PAIRS = [
  { name: 'phones (360 and 390 px)', sizes: [SIZES[0], SIZES[1]] },
  { name: 'tablets (820 and 1024 px)', sizes: [SIZES[2], SIZES[3]] },
] as const;

async function walkPage(browser: Browser, size: Size) {
  const context = await newContext(browser, size);
  await context.route('**/api/v2/customer/bookings/*/ga_checkout.json', (route) => route.fulfill({ status: 204 }));
  return { context, page: await context.newPage() };
}

for (const { name, sizes } of PAIRS) {
  test(`every screen and dialog fits and is touchable on ${name}: signed out, and a long name`, async ({ browser }) => {
    const { context, page } = await walkPage(browser, sizes[0]);
    const found: string[] = [];
    await walk(page, SIGNED_OUT, sizes, found);
    await walk(page, TOUR.slice(0, 1), sizes, found);
    await walk(page, LONG_WORDS, sizes, found);
    expect(found).toEqual([]);
    await context.close();
  });

  test(`every screen and dialog fits and is touchable on ${name}: signed in`, async ({ browser }) => {
    const { context, page } = await walkPage(browser, sizes[0]);
    const found: string[] = [];
    await signIn(page, DEMO.lead);
    await walk(page, SIGNED_IN, sizes, found);
    // The tour host shares the session: the same cookies, for its host.
    const cookies = await context.cookies(`http://localhost:${E2E_PORT}`);
    await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: brandUrl('tour', '/') })));
    await walk(page, TOUR.slice(1), sizes, found);
    expect(found).toEqual([]);
    await context.close();
  });
}
