// The Messages screen: the recipient panel, the thread and its sender names, sending, a staff reply
// arriving through the CRM integration within one polling interval, a failed poll that keeps the
// thread, and the offline rule (Send disabled with the reason, the typed text kept).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { MESSAGE_POLL_MS } from '../../src/web/features/messages/api/message-queries.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';
import type { Page } from '@playwright/test';
import { DEMO, E2E_PORT, expect, test, withSession } from './fixtures.ts';

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

test.beforeEach(async ({ page }) => {
  await withSession(page, DEMO.lead);
  await page.goto(THREAD);
  await expect(page.getByRole('heading', { name: 'MESSAGES', level: 1 })).toBeVisible(SERVER);
});

const panel = (page: Page) => page.getByRole('region', { name: 'Conversation' });

test('shows the conversation with every sender named by the same rule, and is accessible', async ({
  page,
  expectAccessible,
}) => {
  const log = page.getByRole('log', { name: 'Booking conversation' });
  await expect(log.getByText('can Chloe and I share a room in the desert camp?')).toBeVisible(SERVER);
  // First name, else e-mail, else Unknown; the company's name added for staff. The traveller's own too.
  await expect(
    log.getByRole('article', { name: 'Message from Olivia' }).filter({ hasText: 'can Chloe and I share a room' }),
  ).toBeVisible();
  await expect(log.getByRole('article', { name: 'Message from Chloe' }).first()).toBeVisible();
  await expect(log.getByRole('article', { name: 'Message from Sofia (Gangway Tours)' }).first()).toBeVisible();
  await expect(log.getByRole('article', { name: 'Message from You' })).toHaveCount(0);
  await expect(log.getByText('You', { exact: true })).toHaveCount(0);
  // The panel shows the last message, not the empty conversation's title.
  await expect(panel(page)).not.toContainText('Gangway Tours Chat');
  const lastBody = async () => (await log.getByRole('article').last().locator('p').textContent()) ?? '';
  await expect.poll(async () => (await panel(page).textContent())?.includes(await lastBody())).toBe(true);
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
  await expect(log.getByRole('article', { name: 'Message from Olivia' }).filter({ hasText: text })).toBeVisible(SERVER);
  await expect(box).toHaveValue('');
  await expect(log.getByRole('listitem')).toHaveCount(before + 1);
});

test('a staff reply appears within one polling interval, and the box being written in stays on a phone screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await expect(page.getByRole('log', { name: 'Booking conversation' })).toBeVisible(SERVER);
  const box = page.getByPlaceholder('Write your message here...');
  await box.fill('Is there room for');
  const text = `The balloon flight is confirmed for day 2. ${Date.now()}`;
  // A reply taller than the screen, arriving above the box while the traveller is writing.
  const days = Array.from({ length: 30 }, (_, day) => `Day ${day + 1}: breakfast at the camp, then the trail.`);
  await staffReply(40009, [text, ...days].join('\n'));
  const reply = page.getByRole('article', { name: 'Message from Sofia (Gangway Tours)' }).filter({ hasText: text });
  // One 10-second poll, plus the server's time to answer.
  await expect(reply).toBeVisible({ timeout: 10_000 + SERVER.timeout });
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('Is there room for');
  await expect(box).toBeInViewport({ ratio: 1 });
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

test('the recipient panel names the company chat while empty, then shows the last message', async ({ page }) => {
  // No spec writes to booking 40017's conversation but this one, and only once it has read it empty.
  await page.goto('/bookings/40017/messages');
  await expect(panel(page).getByText('No messages yet')).toBeVisible(SERVER);
  await expect(panel(page).getByText('Gangway Sailing Chat')).toBeVisible();
  const text = `Is there a cabin with a window? ${Date.now()}`;
  await page.getByPlaceholder('Write your message here...').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(panel(page).getByText(text)).toBeVisible(SERVER);
  await expect(panel(page).getByText('Olivia', { exact: true })).toBeVisible();
  await expect(panel(page).getByText('Gangway Sailing Chat')).toHaveCount(0);
  await expect(panel(page).getByText('No messages yet')).toHaveCount(0);
});

test('a failed poll keeps the loaded thread and Send, says so quietly, and clears once a poll succeeds', async ({
  page,
}) => {
  await page.clock.install();
  await page.reload();
  const log = page.getByRole('log', { name: 'Booking conversation' });
  await expect(log.getByRole('listitem').first()).toBeVisible(SERVER);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeEnabled();
  const quiet = page.getByRole('status').filter({ hasText: 'Could not refresh the messages.' });
  await expect(quiet).toHaveCount(0);

  const thread = '**/api/v2/customer/bookings/40009/messages.json';
  let failed = 0;
  await page.route(thread, (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    failed += 1;
    return route.fulfill({ status: 500, json: { error: 'Internal Server Error' } });
  });
  await page.clock.fastForward(MESSAGE_POLL_MS);
  await expect.poll(() => failed, SERVER).toBeGreaterThan(0);
  await expect(quiet).toBeVisible(SERVER);
  await expect(log.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText('Sorry! There was an error loading the messages.')).toHaveCount(0);
  await expect(send).toBeEnabled();

  await page.unroute(thread);
  await page.clock.fastForward(MESSAGE_POLL_MS);
  await expect(quiet).toHaveCount(0, SERVER);
  await expect(log.getByRole('listitem').first()).toBeVisible();
});
