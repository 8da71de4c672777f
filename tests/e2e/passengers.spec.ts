// The passengers list and form: the sort order, names and pills;
// the lead's form with its field messages; an optimistic save; a failed save rolled back; the
// 30-day lock; a non-lead's read-only view.
// Data this spec changes: Sophie's details on booking 40008 (no other spec reads them). The
// rolled-back edit of Olivia never reaches the server.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, test, withSession } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const passengersSection = (page: Page) => page.getByRole('region', { name: 'Passengers' });
const cards = (page: Page) => passengersSection(page).getByRole('article');
const card = (page: Page, name: string | RegExp) =>
  passengersSection(page).getByRole('article', { name, exact: typeof name === 'string' });
const dialog = (page: Page) => page.getByRole('dialog');

async function openBooking(page: Page, id: number, email: string = DEMO.lead) {
  await withSession(page, email);
  await page.goto(`/bookings/${id}`);
  await expect(cards(page).first()).toBeVisible(SERVER);
}

async function openForm(passenger: Locator) {
  await passenger.getByRole('button', { name: /^EDIT DETAILS/ }).click();
  await expect(passenger.page().getByRole('dialog')).toBeVisible();
}

test('the list is sorted, named and labelled by the passenger rules', async ({ page }) => {
  await openBooking(page, 40008);
  // The lead's passenger first; then Sophie (paid); the nameless linked customer and the empty spot last.
  const names = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(names).toHaveLength(4);
  expect(names[0]).toBe('Olivia Bennett');
  expect(names[1]).toMatch(/^Sophie/);
  expect(names.slice(2)).toEqual(['Invited Passenger', 'Add Name']);

  const olivia = card(page, 'Olivia Bennett');
  await expect(olivia.getByText('Deposit Paid', { exact: true })).toBeVisible();
  await expect(olivia.getByText('Personal details complete')).toBeVisible();
  await expect(olivia.getByText('Deluxe double cabin, Above deck')).toBeVisible();
  await expect(card(page, 'Add Name').getByText('Personal details missing')).toBeVisible();
  // Invite tools only on the spot no customer holds; its open invitation is pending.
  await expect(card(page, 'Add Name').getByRole('button', { name: 'Invite a passenger to this spot' })).toBeVisible();
  await expect(card(page, 'Invited Passenger').getByRole('button', { name: /^Invite/ })).toHaveCount(0);
  await expect(card(page, 'Add Name').getByText('An invitation is waiting to be accepted.')).toBeVisible();
  // Removing someone is the sales team's job.
  await expect(passengersSection(page).getByRole('link', { name: 'sales@sailing.gangway.example' })).toHaveAttribute(
    'href',
    'mailto:sales@sailing.gangway.example',
  );
  await expectAccessible(page);
});

test('the form shows the field messages', async ({ page }) => {
  await openBooking(page, 40008);
  await openForm(card(page, 'Add Name'));
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Passenger details: Add Name' })).toBeVisible();
  await form.getByRole('button', { name: 'ADD DETAILS' }).click();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Title and First Name are required');
  await expect(form.getByLabel('Last Name')).toHaveAccessibleDescription('Last Name is required');
  await expect(form.getByLabel('Birth Year')).toHaveAccessibleDescription('Birth Year is required');
  await expect(form.getByLabel('Nationality')).toHaveAccessibleDescription('Nationality is required');
  await expect(form.getByLabel('Title')).toBeFocused();

  // Messages follow every change once shown.
  await form.getByLabel('Title').selectOption('Mr');
  await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('First Name is required');
  await form.getByLabel('Email').fill('not-an-email');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(/Wrong email format/);

  // Birth years run from the server's year minus 17 back 100 years; popular nationalities first.
  const years = await form.getByLabel('Birth Year').locator('option:not([disabled])').allTextContents();
  expect(years).toHaveLength(101);
  expect(Number(years[0]) - Number(years[100])).toBe(100);
  const nationalities = await form.getByLabel('Nationality').locator('option:not([disabled])').allTextContents();
  expect(nationalities.slice(0, 4)).toEqual(['Australian', 'New Zealander', 'British', 'American']);

  // A year the list does not offer (a stale form) still meets the age rule.
  const tooYoung = String(Number(years[0]) + 1);
  await form.getByLabel('Birth Year').evaluate((select, year) => {
    const option = document.createElement('option');
    option.textContent = year;
    select.append(option);
  }, tooYoung);
  await form.getByLabel('Birth Year').selectOption(tooYoung);
  await expect(form.getByLabel('Birth Year')).toHaveAccessibleDescription('Passenger must be at least 17 years old');
  await expectAccessible(page);

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
});

test('a saved passenger shows at once and stays after a reload', async ({ page }) => {
  await openBooking(page, 40008);
  const sophie = card(page, /^Sophie/);
  await openForm(sophie);
  const form = dialog(page);
  await expect(form.getByLabel('First Name')).toHaveValue('Sophie');
  await form.getByLabel('Last Name').fill('Walsh');
  await form.getByLabel('Birth Year').selectOption('1992');
  await expect(form.getByLabel('Nationality')).toHaveValue('Irish');
  await form.getByRole('button', { name: 'ADD DETAILS' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(card(page, 'Sophie Walsh')).toBeVisible();
  await expect(page.getByText('Passenger updated!', { exact: true })).toBeVisible(SERVER);
  await expect(card(page, 'Sophie Walsh').getByText('Personal details complete')).toBeVisible(SERVER);

  await page.reload();
  await expect(card(page, 'Sophie Walsh')).toBeVisible(SERVER);
  await openForm(card(page, 'Sophie Walsh'));
  await expect(dialog(page).getByLabel('Birth Year')).toHaveValue('1992');
  // Complete and still changeable: the button offers an update.
  await expect(dialog(page).getByRole('button', { name: 'UPDATE DETAILS' })).toBeVisible();
});

test('a failed save is rolled back with the toast', async ({ page }) => {
  await openBooking(page, 40008);
  // The server's answer is held back a moment, so the optimistic name can be seen first.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v2/customer/bookings/40008/passengers/*.json', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' });
  });
  await openForm(card(page, 'Olivia Bennett'));
  await expect(dialog(page).getByRole('button', { name: 'UPDATE DETAILS' })).toBeVisible();
  await dialog(page).getByLabel('First Name').fill('Liv');
  await dialog(page).getByRole('button', { name: 'UPDATE DETAILS' }).click();
  await expect(card(page, 'Liv Bennett')).toBeVisible();
  release();
  await expect(page.getByText('Passenger was not updated!', { exact: true })).toBeVisible(SERVER);
  await expect(card(page, 'Olivia Bennett')).toBeVisible();
  await expect(card(page, 'Liv Bennett')).toHaveCount(0);
});

test('within 30 days of departure filled fields are locked and the reservations team is named', async ({ page }) => {
  await openBooking(page, 40012);
  // One rule, said the same way by the status bar, the section and the form: missing details can
  // still be added.
  const rule =
    'Within 30 days of departure, details already given can no longer be changed, but missing details can still be added.';
  const statusBar = page.locator('[data-status-bar="missing_passenger_info"]');
  await expect(statusBar).toContainText(`Some passenger details are still missing. ${rule}`);
  await expect(statusBar.getByRole('link', { name: 'Go to passengers' })).toBeVisible();
  const notice = passengersSection(page).getByText(rule);
  await expect(notice).toBeVisible();
  await expect(passengersSection(page).getByText(/can no longer be changed within 30 days/)).toHaveCount(0);
  await expect(
    passengersSection(page).getByRole('link', { name: 'reservations@sailing.gangway.example' }),
  ).toBeVisible();

  // Emily has gaps: her filled fields are read-only, the empty ones can still be added.
  await openForm(card(page, 'Emily Bennett'));
  const form = dialog(page);
  await expect(form.getByText(rule)).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Title')).toBeDisabled();
  await expect(form.getByLabel('Birth Year')).toBeEnabled();
  await expect(form.getByRole('button', { name: 'ADD DETAILS' })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Olivia's details are complete: nothing to add, so no submit button at all.
  await openForm(card(page, 'Olivia Bennett'));
  await expect(dialog(page).getByLabel('Last Name')).toHaveAttribute('readonly', '');
  await expect(dialog(page).getByRole('button', { name: /DETAILS$/ })).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Close', exact: true }).last()).toBeVisible();
});

test('a passenger who is not the lead only reads', async ({ page }) => {
  await openBooking(page, 40009, DEMO.friend);
  await expect(card(page, 'Chloe Nguyen')).toBeVisible();
  // The lead's card from the fields a fellow passenger receives (no e-mail, birth year or
  // nationality): her name first, her details' completeness and her cabin as the lead sees them.
  const names = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(names[0]).toBe('Olivia Bennett');
  await expect(card(page, 'Olivia Bennett').getByText('Personal details complete')).toBeVisible();
  // One percentage format everywhere (shared/domain/extras.ts): '-10%', as the extras block says it.
  await expect(
    card(page, 'Chloe Nguyen').locator('dt', { hasText: 'Friend referral discount' }).locator('+ dd'),
  ).toHaveText('-10%');
  await expect(passengersSection(page).getByRole('button', { name: /EDIT DETAILS|Invite/ })).toHaveCount(0);
  await expect(passengersSection(page).getByText('Need to remove a passenger?')).toHaveCount(0);
  await expectAccessible(page);
});
