// Notifications the server makes: a staff reply sent through the CRM integration
// (`npm run staff`) reaches the bell as a NewMessage whose link opens the conversation.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_DATA_DIR } from './e2e-env.ts';
import { DEMO, E2E_PORT, expect, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };
const root = path.resolve(import.meta.dirname, '..', '..');

test('a staff reply shows in the bell, and its link opens the conversation', async ({ page, signIn }) => {
  await signIn(page, DEMO.friend);
  const name = `Marta ${Date.now()}`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/staff.mjs', 'message', '40009', `The desert camp has two-person tents. ${name}`, '--name', name],
    { cwd: root, env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, CRM_INTEGRATION_SECRET: '' } },
  );
  expect(stdout).toContain("Posted to booking 40009's conversation");

  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unseen$/, SERVER);
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: `You have a new message from ${name}.` });
  await expect(item).toBeVisible(SERVER);
  await item.getByRole('link', { name: 'Read the message' }).click();
  await expect(page).toHaveURL('/bookings/40009/messages', SERVER);
  const log = page.getByRole('log', { name: 'Booking conversation' });
  await expect(log.getByText(`The desert camp has two-person tents. ${name}`)).toBeVisible(SERVER);
});
