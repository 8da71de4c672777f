// The Review screen: a written review read-only with the screening note;
// otherwise the stars first, the other fields after a rating, the field messages (focus on the
// first), and the review shown once sent (focus on its heading); no Review for a past trip that did
// not take place or that the traveller was not on. Demo: 40013 is Olivia's past voyage with a
// review, 40014 one without.
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page, signIn }) => {
  await signIn(page, DEMO.lead);
});

test('a written review reads back as YOUR REVIEW with the screening note', async ({ page, expectAccessible }) => {
  await page.goto('/bookings/40013/review');
  const yours = page.getByRole('region', { name: 'YOUR REVIEW' });
  await expect(yours.getByRole('heading', { name: 'Island hopping at its very best' })).toBeVisible(SERVER);
  await expect(yours.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(yours.getByText('Traveling with couple')).toBeVisible();
  await expect(yours.getByText(/2-week screening/)).toBeVisible();
  await expect(page.getByRole('radio', { name: '1 star' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Review - #40013 \| /);
  await expectAccessible(page);
});

test('the form: stars first, the fields after a rating, the messages, then the review', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/bookings/40014/review');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeAttached(SERVER);
  // Each star, the label a finger taps, is a 44 px target.
  for (const n of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
    const box = await page.locator('label', { has: page.getByRole('radio', { name: n }) }).boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0), n).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByLabel('Review title')).toHaveCount(0);

  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await expect(page.getByLabel('Review title')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Please provide a review title')).toBeVisible();
  await expect(page.getByText('Please fill in your review')).toBeVisible();
  await expect(page.getByText('Please select an option')).toBeVisible();
  // Focus on the first field in error, as in every other form.
  await expect(page.getByLabel('Review title')).toBeFocused();

  await page.getByLabel('Review title').fill('Turquoise water every day');
  await page.getByLabel('Your review').fill('Great skipper.\nWould sail again.');
  await page.getByLabel('Who did you travel with?').selectOption({ label: 'Traveling with family' });
  await page.getByRole('button', { name: 'Submit review' }).click();

  const yours = page.getByRole('region', { name: 'YOUR REVIEW' });
  await expect(yours.getByRole('heading', { name: 'Turquoise water every day' })).toBeVisible(SERVER);
  await expect(yours.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(yours.getByText('Traveling with family')).toBeVisible();
  // The form and its button are gone: focus is on the review that replaced them.
  await expect(yours.getByRole('heading', { name: 'YOUR REVIEW' })).toBeFocused();
  await page.reload();
  await expect(yours.getByRole('heading', { name: 'Turquoise water every day' })).toBeVisible(SERVER);
});

type WireBooking = {
  status: string;
  customer_id: number;
  passengers: { customer_id: number | null; passenger_status: string }[];
};

/** 40014 as the server answers it for a trip that did not take place, with no review written. */
async function answerPastTripAs(page: Page, change: (booking: WireBooking) => void) {
  await page.route('**/api/v2/customer/bookings/40014.json', async (route) => {
    const booking = (await (await route.fetch()).json()) as WireBooking;
    change(booking);
    await route.fulfill({ json: booking });
  });
  await page.route('**/api/v2/customer/bookings/40014/review.json', (route) =>
    route.fulfill({ json: { review: null } }),
  );
}

const reviewNav = (page: Page) => page.getByRole('navigation', { name: 'Booking' });

for (const [what, change] of [
  ['a cancelled booking', (booking: WireBooking) => void (booking.status = 'cancelled')],
  ['an expired booking', (booking: WireBooking) => void (booking.status = 'expired')],
  [
    "the traveller's own place cancelled",
    (booking: WireBooking) => {
      for (const place of booking.passengers)
        if (place.customer_id === booking.customer_id) place.passenger_status = 'cancelled';
    },
  ],
] as const) {
  test(`a past trip offers no Review and no form for ${what}`, async ({ page }) => {
    await answerPastTripAs(page, change);
    await page.goto('/bookings/40014/review');
    await expect(page.getByText('Only a trip you travelled on can be reviewed.')).toBeVisible(SERVER);
    await expect(reviewNav(page).getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(reviewNav(page).getByRole('link', { name: 'Review' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: '4 stars' })).toHaveCount(0);
  });
}
