// The invitation page asks the server who is signed in: a customer with a valid session
// but no local login flag (a new tab, cleared storage) is offered 'Accept Invitation', never the
// sign-up form. The link is a fresh one for booking 40008's open spot (passenger 20), made by the
// lead through the API; nothing is accepted, so no other spec's data changes.
import { DEMO, E2E_PORT, expect, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const ORIGIN = `http://localhost:${E2E_PORT}`;

test('a signed-in customer without the local flag is offered Accept, not the sign-up form', async ({
  browser,
  signIn,
}) => {
  const leadContext = await browser.newContext();
  const lead = await leadContext.newPage();
  await signIn(lead, DEMO.lead);
  const made = await lead.request.put(`${ORIGIN}/api/v2/customer/passengers/20/invitations.json`, {
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
    data: { invitation: {} },
  });
  expect(made.status()).toBe(200);
  const { autologin_token: token } = (await made.json()) as { autologin_token: string };
  await leadContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.friend);
  await page.evaluate(() => localStorage.clear()); // the session cookie stays, the flag goes
  await page.goto(`/invite/${token}`);
  await expect(page.getByRole('heading', { name: "We noticed you're already logged in!" })).toBeVisible(SERVER);
  await expect(page.getByRole('button', { name: 'Accept Invitation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Create an account to join/ })).toHaveCount(0);
  await context.close();
});
