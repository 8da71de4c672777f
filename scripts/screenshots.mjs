// `npm run screenshots`: the documentation's pictures, taken from the real app with the demo data.
// Starts the server on a free port with a scratch database, signs in as the demo lead in
// Chromium, and writes phone and desktop PNGs of the dashboard, a booking, the payment dialog and
// the offline banner to docs/screenshots/.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/lib/chromium.mjs';
import { ensureBuild, root } from './lib/ensure-build.mjs';

const OUT_DIR = path.join(root, 'docs', 'screenshots');
const DATA_DIR = path.join(root, '.tmp', 'screenshots-data');
const DEMO_LEAD = { email: 'lead@example.com', password: 'gangway-demo' };
const BOOKING = 40003;
const SERVER_TIMEOUT_MS = 120_000;

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(origin) {
  const deadline = Date.now() + SERVER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = await fetch(`${origin}/login`, { headers: { accept: 'text/html' } }).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${origin} did not answer within ${SERVER_TIMEOUT_MS / 1000} s`);
}

function startServer(port) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR,
      WEB_ROOT: path.join(root, 'dist'),
      SEED_DEMO_DATA: 'true',
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_ORIGIN: `http://localhost:${port}`,
    },
  });
  return child;
}

async function shoot(browser, origin, deviceName) {
  const context = await browser.newContext({ ...DEVICES[deviceName], baseURL: origin });
  const page = await context.newPage();
  const signIn = await page.request.post('/api/v2/customer/sessions.json', {
    headers: { Origin: origin },
    data: { customer: DEMO_LEAD },
  });
  if (signIn.status() !== 201) throw new Error(`Sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  const save = (name) => page.screenshot({ path: path.join(OUT_DIR, `${deviceName}-${name}.png`) });

  await page.goto('/');
  await page.getByRole('heading', { name: 'YOUR BOOKINGS' }).waitFor();
  await page.getByRole('article').first().waitFor();
  await save('dashboard');

  await page.goto(`/bookings/${BOOKING}`);
  await page.getByRole('heading', { name: 'Passengers', exact: false }).first().waitFor();
  await save('booking');

  await page.goto(`/bookings/${BOOKING}/new_payment`);
  await page.getByRole('dialog').waitFor();
  await save('payment');

  await page.goto(`/bookings/${BOOKING}`);
  await page.getByRole('heading', { name: 'Passengers', exact: false }).first().waitFor();
  // The banner's code is a lazy chunk: offline, only the service worker's precache has it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.getByText("You're offline. You can keep reading").waitFor();
  await save('offline');
  await context.close();
}

mkdirSync(OUT_DIR, { recursive: true });
ensureBuild();
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = startServer(port);
try {
  await waitForServer(origin);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const device of Object.keys(DEVICES)) await shoot(browser, origin, device);
  } finally {
    await browser.close();
  }
  console.log(`Screenshots written to ${path.relative(root, OUT_DIR)}/`);
} finally {
  server.kill('SIGTERM');
}
