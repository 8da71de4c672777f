// The avatar: a JPEG under 2MB becomes the picture in the profile, the
// header and the dashboard; a wrong type or size is refused here with its message before
// anything is sent.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_PASSWORD, expect, expectAccessible, registerThroughApi, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };

async function freshCustomerOnProfile(page: Page) {
  await registerThroughApi(page.request, {
    title: 'Mr',
    first_name: 'Tomas',
    last_name: 'Reyes',
    email: `avatar-${randomBytes(5).toString('hex')}@example.com`,
    age: 1979,
    nationality: 'Chilean',
    country_code: '56',
    tel: '9 8765 4321',
    password: DEMO_PASSWORD,
  });
  await page.goto('/profile');
}

const avatarRegion = (page: Page) => page.getByRole('region', { name: 'Avatar' });
const picture = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test('a JPEG becomes the avatar in the profile and the header', async ({ page }) => {
  await freshCustomerOnProfile(page);
  await expect(avatarRegion(page).getByTestId('profile-avatar-initials')).toHaveText('TR', SERVER);
  await avatarRegion(page)
    .getByLabel('Choose a new picture')
    .setInputFiles({ name: 'me.jpeg', mimeType: 'image/jpeg', buffer: await picture('#2277cc') });
  await expect(page.getByText('Avatar updated!', { exact: true })).toBeVisible(SERVER);
  const image = avatarRegion(page).getByRole('img', { name: 'Your avatar' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), SERVER).toBe(512);
  await expect(page.getByRole('banner').locator('img[src$="-96.jpg"]')).toBeVisible(SERVER);
  await expectAccessible(page);
});

test('a PNG named .jpg and a picture of exactly 2MB are refused with their messages, nothing sent', async ({
  page,
}) => {
  await freshCustomerOnProfile(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/customer/avatar')) uploads += 1;
  });
  const input = avatarRegion(page).getByLabel('Choose a new picture');
  await expect(input).toBeEnabled(SERVER);
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: png });
  await expect(avatarRegion(page).getByText('Avatar picture must be JPG format', { exact: true })).toBeVisible();
  const big = Buffer.alloc(2_097_152); // "under 2MB": exactly 2MB is already too large
  big.set([0xff, 0xd8, 0xff]);
  await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
  await expect(avatarRegion(page).getByText('Avatar picture size can not exceed 2MB!', { exact: true })).toBeVisible();
  expect(uploads).toBe(0);
  await expect(avatarRegion(page).getByTestId('profile-avatar-initials')).toHaveText('TR');
});
