// Calendars as a traveller meets them: "Add to calendar" on the booking page downloads a file a
// calendar app reads, with the dates the page shows; the profile offers the private feed as a
// webcal:// link to copy, and resetting it gives a new link while the old one stops answering.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { formatLongDate } from '../../src/shared/domain/dates.ts';
import { DEMO, DEMO_PASSWORD, expect, registerThroughApi, test, withSession } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

test('Add to calendar downloads a calendar with the trip over the dates the page shows', async ({ page, context }) => {
  await withSession(page, DEMO.lead);
  await page.goto('/bookings/40001');
  await expect(page.getByTestId('booking-content')).toBeVisible(SERVER);
  const link = page.getByRole('link', { name: 'Add to calendar' });
  await expect(link).toBeVisible(SERVER);
  const departure = await page.locator('dt', { hasText: 'Departure' }).locator('+ dd').textContent();
  const returning = await page.locator('dt', { hasText: 'Return' }).locator('+ dd').textContent();

  await link.focus();
  const [download] = await Promise.all([page.waitForEvent('download', SERVER), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('booking-40001.ics');
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  const trip = events.find((event) => event.uid.startsWith('booking-40001-trip@'));
  expect(trip).toBeDefined();
  if (!trip) return;
  expect(trip.startDate.isDate).toBe(true);
  expect(formatLongDate(trip.startDate.toString(), 'UTC')).toBe(departure);
  // The all-day end is exclusive: the page's return day is the day before it.
  const lastDay = trip.endDate.clone();
  lastDay.adjust(-1, 0, 0, 0);
  expect(formatLongDate(lastDay.toString(), 'UTC')).toBe(returning);
  expect(events.some((event) => event.uid.startsWith('booking-40001-hold@'))).toBe(true);

  // The file comes from the server: offline the link is not offered, and it returns with the network.
  await context.setOffline(true);
  await expect(link).toHaveCount(0);
  await context.setOffline(false);
  await expect(link).toBeVisible(SERVER);
});

test('the profile offers the feed as a webcal link to copy, and a reset replaces it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughApi(page.request, {
    title: 'Ms',
    first_name: 'Cora',
    last_name: 'Lind',
    email: `calendar-${randomBytes(5).toString('hex')}@example.com`,
    age: 1990,
    nationality: 'British',
    country_code: '44',
    tel: '7700 900123',
    password: DEMO_PASSWORD,
  });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  const field = section.getByLabel('Calendar feed link');
  await expect(field).toHaveValue(
    /^webcal:\/\/[^/]+\/api\/v2\/calendar_feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/,
    SERVER,
  );
  const first = await field.inputValue();
  await expect(section.getByRole('link', { name: 'Subscribe in calendar app' })).toHaveAttribute('href', first);

  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  const httpUrl = (webcal: string) => webcal.replace(/^webcal:/, new URL(page.url()).protocol);
  expect((await page.request.get(httpUrl(first))).status()).toBe(200);

  await section.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset calendar feed' });
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(field).not.toHaveValue(first, SERVER);
  const second = await field.inputValue();
  expect(second).toMatch(/^webcal:\/\//);
  expect((await page.request.get(httpUrl(first))).status()).toBe(404);
  expect((await page.request.get(httpUrl(second))).status()).toBe(200);
});
