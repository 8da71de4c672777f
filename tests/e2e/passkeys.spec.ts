// Passkeys in Chromium with its virtual authenticator (DevTools protocol: a platform authenticator
// with user verification, as a phone's lock): one added on the profile, signed in with after
// signing out, removed, and then refused; each brand host its own relying party.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { passkeyMessages } from '../../src/shared/contract/passkeys.ts';
import { NO_CONNECTION } from '../../src/web/features/auth/components/failure-text.ts';
import {
  brandUrl,
  DEMO_PASSWORD,
  E2E_PORT,
  expect,
  freshTravellerFields,
  registerThroughApi,
  test,
} from './fixtures.ts';
import { layoutProblems } from './layout-checks.ts';

const SERVER = { timeout: 20_000 };
// A fresh account's sign-up (a scrypt) starts every test: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A virtual platform authenticator for the page: discoverable credentials, verified user. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** As a browser without passkey autofill: the virtual authenticator would answer the autofill's request at once. */
const withoutAutofill = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: async () => false }),
  );

const credentialsOf = async (cdp: CDPSession, authenticatorId: string) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

async function freshCustomer(page: Page): Promise<string> {
  const customer = freshTravellerFields('passkey', 'Pia', 'Keyes');
  await registerThroughApi(page.request, customer);
  return customer.email;
}

const passkeys = (page: Page) => page.getByRole('region', { name: 'Passkeys' });

async function addPasskey(page: Page, name: string) {
  await passkeys(page).getByRole('button', { name: 'Add a passkey for this device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  const field = dialog.getByLabel('Passkey name');
  await expect(field).toHaveValue(/^Chrome on /);
  await field.fill(name);
  await dialog.getByRole('button', { name: 'Add passkey' }).click();
  await expect(dialog).toBeHidden(SERVER);
  await expect(passkeys(page).getByText(name, { exact: true })).toBeVisible(SERVER);
}

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/, SERVER);
}

test('a passkey added on the profile signs in, and once removed is refused', async ({ page, context }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
  await withoutAutofill(page);
  await freshCustomer(page);
  await page.goto('/profile');
  await expect(passkeys(page).getByText("You haven't added a passkey yet.")).toBeVisible(SERVER);
  await addPasskey(page, 'My laptop');
  await expect(passkeys(page).getByText(/^Added .* · never used$/)).toBeVisible();
  const [stored] = await credentialsOf(cdp, authenticatorId);
  expect(stored).toMatchObject({ rpId: 'localhost', isResidentCredential: true });

  await signOutFromMenu(page);
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/login/, SERVER);
  await page.goto('/profile');
  await expect(passkeys(page).getByText(/^Added .* · last used /)).toBeVisible(SERVER);

  await passkeys(page).getByRole('button', { name: 'Remove My laptop' }).click();
  await page.getByRole('dialog', { name: 'Remove passkey' }).getByRole('button', { name: 'Remove' }).click();
  await expect(passkeys(page).getByText("You haven't added a passkey yet.")).toBeVisible(SERVER);
  await expect(passkeys(page).getByRole('heading', { name: 'Passkeys' })).toBeFocused();

  // The device still holds the key; the server no longer knows it.
  expect(await credentialsOf(cdp, authenticatorId)).toHaveLength(1);
  await signOutFromMenu(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert').getByText(passkeyMessages.signInFailed)).toBeVisible(SERVER);
  await expect(page).toHaveURL(/\/login/);
});

test('an account is deleted with its passkey instead of the password', async ({ page, context }) => {
  await virtualAuthenticator(context, page);
  await withoutAutofill(page);
  const email = await freshCustomer(page);
  await page.goto('/profile');
  await addPasskey(page, 'My phone');

  await page
    .getByRole('region', { name: 'Delete my account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  const usePasskey = dialog.getByRole('button', { name: 'Use a passkey instead' });
  await expect(usePasskey).toBeVisible(SERVER);
  // The typed confirmation comes first: without it no passkey is asked for.
  await usePasskey.click();
  await expect(dialog.getByText('Type DELETE to confirm', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Type DELETE')).toBeFocused();
  await dialog.getByLabel('Type DELETE').fill('DELETE');
  await usePasskey.click();
  await page.waitForURL(/\/login/, SERVER);
  await expect(page.getByText('Your account has been deleted.', { exact: true })).toBeVisible();

  const again = await page.request.post('/api/v2/customer/sessions.json', {
    headers: { Origin: `http://localhost:${E2E_PORT}` },
    data: { customer: { email, password: DEMO_PASSWORD } },
  });
  expect(again.status()).toBe(401);
});

test("the browser's passkey autofill on the e-mail field signs in", async ({ page, context }) => {
  await virtualAuthenticator(context, page);
  await freshCustomer(page);
  await page.goto('/profile');
  await addPasskey(page, 'My phone');
  // Signed out, the sign-in page asks for the autofill's passkey; the virtual authenticator picks
  // the one it holds as the traveller would among the field's suggestions.
  const signedIn = page.waitForResponse(
    (response) => response.url().includes('/customer/sessions/passkey.json') && response.status() === 201,
    SERVER,
  );
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signedIn;
  await expect(page).not.toHaveURL(/\/login/, SERVER);
  await page.goto('/profile');
  await expect(passkeys(page).getByText(/^Added .* · last used /)).toBeVisible(SERVER);
});

test('a passkey is renamed on the profile', async ({ page, context }) => {
  await virtualAuthenticator(context, page);
  await freshCustomer(page);
  await page.goto('/profile');
  await addPasskey(page, 'Old name');
  await passkeys(page).getByRole('button', { name: 'Rename Old name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename passkey' });
  await dialog.getByLabel('Passkey name').fill('Work phone');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(passkeys(page).getByText('Work phone', { exact: true })).toBeVisible(SERVER);
  await expect(passkeys(page).getByText('Old name', { exact: true })).toBeHidden();
});

test('each brand host is its own relying party: a passkey made on one is not offered on the other', async ({
  page,
  context,
}) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
  await withoutAutofill(page);
  await freshCustomerOn(page, 'cruise');
  await page.goto(brandUrl('cruise', '/profile'));
  await addPasskey(page, 'Cruise laptop');
  expect((await credentialsOf(cdp, authenticatorId)).map((credential) => credential.rpId)).toEqual([
    'cruise.localhost',
  ]);
  await signOutFromMenu(page);

  await page.goto(brandUrl('tour', '/login'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // No passkey of this host on the device: the browser's dialog ends without one, nothing signs in.
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).not.toHaveAttribute(
    'aria-busy',
    'true',
    SERVER,
  );
  await expect(page).toHaveURL(/\/login/);

  await page.goto(brandUrl('cruise', '/login'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/login/, SERVER);
});

test('the passkeys section and its dialogs fit a 360 px phone, every target touchable, and work by keyboard', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await virtualAuthenticator(context, page);
  await freshCustomer(page);
  await page.goto('/profile');
  await addPasskey(page, 'A passkey with a rather long name for a phone');
  const found: string[] = [];
  const check = async (screen: string) => {
    for (const problem of await layoutProblems(page, { touch: true })) found.push(`${screen}: ${problem}`);
  };
  await passkeys(page).scrollIntoViewIfNeeded();
  await check('passkeys section');
  // By keyboard: the Rename button opens its dialog, Escape closes it and gives focus back.
  const rename = passkeys(page).getByRole('button', { name: /^Rename / });
  await rename.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Rename passkey' })).toBeVisible();
  await check('rename dialog');
  await page.keyboard.press('Escape');
  await expect(rename).toBeFocused();
  await passkeys(page).getByRole('button', { name: 'Add a passkey for this device' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a passkey' })).toBeVisible();
  await check('add dialog');
  await page.keyboard.press('Escape');
  await passkeys(page)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Remove passkey' })).toBeVisible();
  await check('remove dialog');
  expect(found).toEqual([]);
  await context.close();
});

test('an autofill the browser fails to offer says nothing: the form signs in as if it were not there', async ({
  page,
}) => {
  const email = await freshCustomer(page);
  await page.context().clearCookies();
  // A browser that says it offers the autofill, then fails it with an error that is not a cancel.
  // Any time the page shows a failure message is recorded, however briefly.
  await page.addInitScript((failure) => {
    const seen = { asked: false, failureShown: false };
    Object.assign(window, { autofillSeen: seen });
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: async () => true });
    Object.defineProperty(navigator.credentials, 'get', {
      value: async () => {
        seen.asked = true;
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(failure)) seen.failureShown = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, NO_CONNECTION);
  type Seen = { asked: boolean; failureShown: boolean };
  const seen = () => page.evaluate(() => (window as unknown as { autofillSeen: Seen }).autofillSeen);
  await page.goto('/login');
  await expect.poll(async () => (await seen()).asked, SERVER).toBe(true);
  const field = page.getByLabel('Email', { exact: true });
  await field.focus();
  await page.keyboard.type(email);
  await expect(field).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/, SERVER);
  expect((await seen()).failureShown).toBe(false);
});

test('a shared device is not offered a passkey', async ({ page, context }) => {
  await virtualAuthenticator(context, page);
  const email = await freshCustomer(page);
  await context.clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByLabel('This is a shared device').check();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/, SERVER);
  await page.goto('/profile');
  await expect(passkeys(page).getByText('Passkeys cannot be added on a shared device.')).toBeVisible(SERVER);
  await expect(passkeys(page).getByRole('button', { name: 'Add a passkey for this device' })).toHaveCount(0);
});

/** A fresh account made from the page on `brand`'s host (the test's own requests cannot resolve it). */
async function freshCustomerOn(page: Page, brand: 'cruise' | 'tour') {
  await page.goto(brandUrl(brand, '/login'));
  const customer = freshTravellerFields('passkey', 'Pia', 'Keyes');
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/v2/customer/registrations.json', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ customer: body }),
        })
      ).status,
    customer,
  );
  expect(status).toBe(201);
}
