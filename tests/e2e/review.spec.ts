// The Review screen: a written review read-only with the screening note;
// otherwise the stars first, the other fields after a rating, the field messages, and the review
// shown once sent. Demo: 40013 is Olivia's past voyage with a review, 40014 one without.
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
  await expect(page.getByLabel('Review title')).toHaveCount(0);

  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await expect(page.getByLabel('Review title')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Please provide a review title')).toBeVisible();
  await expect(page.getByText('Please fill in your review')).toBeVisible();
  await expect(page.getByText('Please select an option')).toBeVisible();

  await page.getByLabel('Review title').fill('Turquoise water every day');
  await page.getByLabel('Your review').fill('Great skipper.\nWould sail again.');
  await page.getByLabel('Who did you travel with?').selectOption({ label: 'Traveling with family' });
  await page.getByRole('button', { name: 'Submit review' }).click();

  const yours = page.getByRole('region', { name: 'YOUR REVIEW' });
  await expect(yours.getByRole('heading', { name: 'Turquoise water every day' })).toBeVisible(SERVER);
  await expect(yours.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(yours.getByText('Traveling with family')).toBeVisible();
  await page.reload();
  await expect(yours.getByRole('heading', { name: 'Turquoise water every day' })).toBeVisible(SERVER);
});
