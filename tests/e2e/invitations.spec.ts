// Invitations: the lead makes links for the two open spots of the charter booking 40010; a new
// customer joins by signing up, an existing one by signing in; a used link, a revoked link, the
// 'already logged in' offer and 'This isn't me!'. The steps build on each other (the spots fill
// up), so the tests run in order. Data this spec changes: the two open spots of booking 40010 (no
// other spec uses them) and accounts it creates.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, readLatestMail, signIn, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const BOOKING = 40010;
const PASSWORD = 'joining-the-crew-1';
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

const newcomer = { email: `${unique('newcomer')}@example.com`, firstName: 'Nina', lastName: 'Newcomer' };
const existing = { email: `${unique('existing')}@example.com`, firstName: 'Ezra', lastName: 'Existing' };
const links: { first?: string; revoked?: string } = {};

const passengers = (page: Page) => page.getByRole('region', { name: 'Passengers' });
const openSpots = (page: Page) => passengers(page).getByRole('article', { name: 'Add Name', exact: true });

/** A fresh browser context: nobody is signed in there. */
async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function leadOnBooking(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const lead = await freshPage(browser);
  await signIn(lead.page, DEMO.lead);
  await lead.page.goto(`/bookings/${BOOKING}`);
  await expect(openSpots(lead.page).first()).toBeVisible(SERVER);
  return lead;
}

async function register(page: Page, person: { email: string; firstName: string; lastName: string }) {
  await page.getByLabel('Title').selectOption('Ms');
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Birth Year').selectOption('1994');
  await page.getByLabel('Nationality').selectOption('New Zealander');
  await page.getByLabel('Country Code').selectOption({ label: 'New Zealand (+64)' });
  await page.getByLabel('Phone Number').fill('21 555 0199');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

test('a new customer opens the link, signs up and lands on the booking', async ({ browser }) => {
  const lead = await leadOnBooking(browser);
  await lead.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await expect(openSpots(lead.page)).toHaveCount(2);
  await openSpots(lead.page).first().getByRole('button', { name: 'Invite a passenger to this spot' }).click();
  const tools = lead.page.getByRole('dialog', { name: 'Invite a passenger' });
  await tools.getByRole('button', { name: 'Create invitation link' }).click();
  const linkField = tools.getByLabel('Invitation link');
  await expect(linkField).toHaveValue(/\/invite\/[^/]+$/, SERVER);
  // The button pressed gave way to the link: focus is on the link, ready to copy.
  await expect(linkField).toBeFocused();
  const link = await linkField.inputValue();
  await tools.getByRole('button', { name: 'Copy link' }).click();
  await expect(tools.getByText('Link copied!')).toBeVisible();
  expect(await lead.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectAccessible(lead.page);
  links.first = link;
  await lead.context.close();

  const guest = await freshPage(browser);
  await guest.page.goto(link);
  await expect(guest.page.getByRole('heading', { name: 'Hi there, sailor!', level: 1 })).toBeVisible(SERVER);
  await expect(guest.page.getByText('Olivia has invited you to Gangway Sailing')).toBeVisible();
  const widget = guest.page.getByRole('region', { name: 'Lead Passenger' });
  await expect(widget.getByText('Olivia Bennett')).toBeVisible();
  await expect(widget.getByText(/\d{1,2}(st|nd|rd|th) \w+, \d{4}/)).toBeVisible();
  await expect(guest.page.getByRole('heading', { name: "Create an account to join Olivia's booking!" })).toBeVisible();
  // The invitation's background image dresses the whole page.
  expect(await guest.page.evaluate(() => document.body.style.backgroundImage)).toMatch(/^url\(/);
  await expectAccessible(guest.page);

  // Signing up accepts the invitation in the same step, as a new customer: straight to the booking,
  // signed in, on the spot the link was for.
  const accepted = guest.page.waitForResponse((response) => response.url().includes('/accept_invitations/'), SERVER);
  await register(guest.page, newcomer);
  // The server answers back the flag the page sent.
  expect(await (await accepted).json()).toMatchObject({ is_new_customer: true });
  await expect(guest.page).toHaveURL(`/bookings/${BOOKING}`, SERVER);
  expect(await guest.page.evaluate(() => localStorage.getItem('logined'))).toBe('true');
  await expect(
    passengers(guest.page).getByRole('article', { name: `${newcomer.firstName} ${newcomer.lastName}` }),
  ).toBeVisible(SERVER);
  // A passenger who is not the lead: read-only, and the spot still open has the tooltip.
  await expect(passengers(guest.page).getByRole('button', { name: /EDIT DETAILS/ })).toHaveCount(0);
  const openSpot = passengers(guest.page).getByRole('article', { name: 'Passenger', exact: true });
  await expect(openSpot).toHaveCount(1);
  await openSpot.getByRole('button', { name: 'About this spot' }).hover();
  await expect(guest.page.getByRole('tooltip')).toHaveText('The lead passenger needs to assign someone to this spot.');
  await guest.context.close();
});

test('a used link shows that the invitation was accepted', async ({ browser }) => {
  expect(links.first, 'the link of the first test').toBeTruthy();
  const visitor = await freshPage(browser);
  await visitor.page.goto(links.first as string);
  await expect(visitor.page.getByRole('heading', { name: 'This invitation has already been accepted.' })).toBeVisible(
    SERVER,
  );
  await expect(visitor.page.getByRole('main').getByRole('link', { name: 'log in', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(visitor.page.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
  await visitor.context.close();
});

test("a signed-in visitor is offered to accept, and 'This isn't me!' signs out to the sign-in form", async ({
  browser,
}) => {
  const lead = await leadOnBooking(browser);
  await openSpots(lead.page).first().getByRole('button', { name: 'Invite a passenger to this spot' }).click();
  const tools = lead.page.getByRole('dialog', { name: 'Invite a passenger' });
  await tools.getByRole('button', { name: 'Create invitation link' }).click();
  await expect(tools.getByLabel('Invitation link')).toHaveValue(/\/invite\//, SERVER);
  links.revoked = await tools.getByLabel('Invitation link').inputValue();
  await lead.context.close();

  const someone = await freshPage(browser);
  await signIn(someone.page, newcomer.email, PASSWORD);
  await someone.page.goto(links.revoked);
  await expect(someone.page.getByRole('heading', { name: "We noticed you're already logged in!" })).toBeVisible(SERVER);
  await expect(someone.page.getByRole('button', { name: 'Accept Invitation' })).toBeVisible();
  await expectAccessible(someone.page);
  await someone.page.getByRole('button', { name: "This isn't me!" }).click();
  await expect(someone.page.getByRole('heading', { name: "Log In to join Olivia's booking!" })).toBeVisible(SERVER);
  await expect(someone.page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible(); // the header's
  expect(await someone.page.evaluate(() => localStorage.getItem('logined'))).toBe('false');
  await someone.context.close();
});

test('an existing customer gets the link by e-mail, signs in and lands on the booking', async ({ browser }) => {
  // The existing account, made through the registration page in its own context.
  const owner = await freshPage(browser);
  await owner.page.goto('/registration');
  await register(owner.page, existing);
  await expect(owner.page).toHaveURL('/', SERVER);
  await owner.context.close();

  const lead = await leadOnBooking(browser);
  const since = new Date();
  await openSpots(lead.page).first().getByRole('button', { name: 'Invite a passenger to this spot' }).click();
  const tools = lead.page.getByRole('dialog', { name: 'Invite a passenger' });
  await expect(tools.getByText('An invitation for this spot is waiting to be accepted.')).toBeVisible();
  await tools.getByLabel('Send the invitation by e-mail').fill(existing.email);
  await tools.getByRole('button', { name: 'Send invitation', exact: true }).click();
  await expect(lead.page.getByText(`Invitation sent to ${existing.email}!`)).toBeVisible(SERVER);
  await lead.context.close();
  const mail = await readLatestMail(existing.email, { since, timeoutMs: 10_000 });
  const link = mail.links.find((href) => href.includes('/invite/'));
  expect(link, mail.text).toBeTruthy();

  // The link made before this one was revoked by it: it now reads as expired.
  const late = await freshPage(browser);
  await late.page.goto(links.revoked as string);
  await expect(late.page.getByRole('heading', { name: 'This invitation has expired.' })).toBeVisible(SERVER);
  await expect(late.page.getByRole('link', { name: 'reservations@sailing.gangway.example' })).toBeVisible();
  await late.context.close();

  const invited = await freshPage(browser);
  await invited.page.goto(new URL(link as string).pathname);
  // The invited address has an account: the sign-in form comes first, with a way to sign up.
  await expect(invited.page.getByRole('heading', { name: "Log In to join Olivia's booking!" })).toBeVisible(SERVER);
  await expect(invited.page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await invited.page.getByLabel('Email', { exact: true }).fill(existing.email);
  await invited.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await invited.page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(invited.page).toHaveURL(`/bookings/${BOOKING}`, SERVER);
  await expect(
    passengers(invited.page).getByRole('article', { name: `${existing.firstName} ${existing.lastName}` }),
  ).toBeVisible(SERVER);
  await invited.context.close();
});
