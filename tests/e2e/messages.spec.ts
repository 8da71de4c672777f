// The Messages screen: the thread, sending, a staff reply arriving through the CRM integration
// within one polling interval, and the offline rule (Send disabled with the reason, the typed text
// kept).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_DATA_DIR } from './e2e-env.ts';
import { DEMO, E2E_PORT, expect, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

const THREAD = '/bookings/40009/messages';
const root = path.resolve(import.meta.dirname, '..', '..');

async function staffReply(bookingId: number, text: string) {
  await promisify(execFile)(process.execPath, ['scripts/staff.mjs', 'message', String(bookingId), text], {
    cwd: root,
    env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, CRM_INTEGRATION_SECRET: '' },
  });
}

test.beforeEach(async ({ page, signIn }) => {
  await signIn(page, DEMO.lead);
  await page.goto(THREAD);
  await expect(page.getByRole('heading', { name: 'MESSAGES', level: 1 })).toBeVisible(SERVER);
});

test('shows the conversation, the traveller’s own messages apart, and is accessible', async ({
  page,
  expectAccessible,
}) => {
  const log = page.getByRole('log', { name: 'Booking conversation' });
  await expect(log.getByText('can Chloe and I share a room in the desert camp?')).toBeVisible(SERVER);
  await expect(log.getByRole('article', { name: 'Message from You' }).first()).toBeVisible();
  await expect(log.getByRole('article', { name: 'Message from Sofia (Gangway Tours)' }).first()).toBeVisible();
  await expect(page.getByText('Gangway Tours Chat')).toBeVisible();
  await expect(page).toHaveTitle(/^Messages - #40009 \| /);
  await expectAccessible(page);
});

test('sends a trimmed message and clears the box; blank text sends nothing', async ({ page }) => {
  const log = page.getByRole('log', { name: 'Booking conversation' });
  await expect(log.getByRole('listitem').first()).toBeVisible(SERVER);
  const before = await log.getByRole('listitem').count();
  const box = page.getByPlaceholder('Write your message here...');

  await box.fill('   \n  ');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(box).toHaveValue('   \n  ');
  await expect(log.getByRole('listitem')).toHaveCount(before);

  const text = `Could we bring a folding bike? ${Date.now()}`;
  await box.fill(`  ${text}  `);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('article', { name: 'Message from You' }).filter({ hasText: text })).toBeVisible(SERVER);
  await expect(box).toHaveValue('');
  await expect(log.getByRole('listitem')).toHaveCount(before + 1);
});

test('a staff reply from the CRM appears within one polling interval', async ({ page }) => {
  await expect(page.getByRole('log', { name: 'Booking conversation' })).toBeVisible(SERVER);
  const text = `The balloon flight is confirmed for day 2. ${Date.now()}`;
  await staffReply(40009, text);
  const reply = page.getByRole('article', { name: 'Message from Sofia (Gangway Tours)' }).filter({ hasText: text });
  // One 10-second poll, plus the server's time to answer.
  await expect(reply).toBeVisible({ timeout: 10_000 + SERVER.timeout });
});

test('offline: Send is disabled with the reason, and what was typed stays', async ({ page, context }) => {
  await expect(page.getByRole('log', { name: 'Booking conversation' })).toBeVisible(SERVER);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled();
  await context.setOffline(true);
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(/You're offline/);
  const box = page.getByPlaceholder('Write your message here...');
  await box.fill('Written at sea');
  await context.setOffline(false);
  await expect(send).toBeEnabled();
  await expect(box).toHaveValue('Written at sea');
});
