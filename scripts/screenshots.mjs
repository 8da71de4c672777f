// `npm run screenshots`: pictures taken from the real app with the demo data. Starts the server on a
// free port with a scratch database, signs in as the demo lead in Chromium, and writes
// - the documentation's pictures to docs/screenshots/: the dashboard, a booking, the payment
//   dialog and the offline banner on a phone, a tablet upright (820 x 1180) and on its side
//   (1024 x 768), and a desktop;
// - each brand's install screenshots, the ones its web app manifest names (shared/web-manifest.ts),
//   at the size the manifest claims, taken on the brand's own host, to public/screenshots/<brand>/.
// Every picture is written as a palette PNG: a fraction of the bytes, and the same picture to the eye.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/lib/chromium.mjs';
import { BRANDS } from '../src/shared/domain/brands.ts';
import { brandWebManifest } from '../src/shared/web-manifest.ts';
import { ensureBuild, root } from './lib/ensure-build.mjs';

const DOCS_DIR = path.join(root, 'docs', 'screenshots');
const DATA_DIR = path.join(root, '.tmp', 'screenshots-data');
const DEMO_LEAD = { email: 'lead@example.com', password: 'gangway-demo' };
const DOCS_BOOKING = 40003;
/** The booking an install screenshot shows: one of the brand's own products. */
const INSTALL_BOOKING = { cruise: 40002, tour: 40003 };
const INSTALL_BRANDS = ['cruise', 'tour'];
// A first start migrates and seeds the embedded database: over a minute on a loaded machine.
const SERVER_TIMEOUT_MS = 300_000;

const touch = { isMobile: true, hasTouch: true };
const DOCS_DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, ...touch },
  'tablet-portrait': { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 1, ...touch },
  'tablet-landscape': { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, ...touch },
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
      DEFAULT_BRAND: 'cruise',
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_ORIGIN: `http://localhost:${port}`,
    },
  });
  return child;
}

async function savePicture(page, file) {
  mkdirSync(path.dirname(file), { recursive: true });
  const png = await page.screenshot();
  await sharp(png).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(file);
}

/**
 * A browser context on `origin`, signed in as the demo lead. Through the page, not Node: Chromium
 * resolves the brands' *.localhost hosts, and the session cookie is the host's own.
 */
async function signedInPage(browser, origin, device) {
  const context = await browser.newContext({ ...device, baseURL: origin });
  const page = await context.newPage();
  await page.goto('/login');
  const status = await page.evaluate(async (customer) => {
    const answer = await fetch('/api/v2/customer/sessions.json', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ customer }),
    });
    return `${answer.status} ${answer.status === 201 ? '' : await answer.text()}`;
  }, DEMO_LEAD);
  if (!status.startsWith('201')) throw new Error(`Sign-in on ${origin} failed: ${status}`);
  return { context, page };
}

async function showDashboard(page) {
  await page.goto('/');
  await page.getByRole('heading', { name: 'YOUR BOOKINGS' }).waitFor();
  await page.getByRole('article').first().waitFor();
}

async function showBooking(page, id) {
  await page.goto(`/bookings/${id}`);
  await page.getByRole('heading', { name: 'Passengers', exact: false }).first().waitFor();
  // The title bar and the offline card fill in once the booking and the device's copy are read.
  await page
    .locator('.shell-title')
    .getByText(new RegExp(`^(Cruise|Booking) #${id}$`))
    .waitFor();
  await page
    .getByText(/saved for offline/i)
    .first()
    .waitFor();
}

async function shootDocs(browser, origin, deviceName) {
  const { context, page } = await signedInPage(browser, origin, DOCS_DEVICES[deviceName]);
  const save = (name) => savePicture(page, path.join(DOCS_DIR, `${deviceName}-${name}.png`));

  await showDashboard(page);
  await save('dashboard');

  await showBooking(page, DOCS_BOOKING);
  await save('booking');

  await page.goto(`/bookings/${DOCS_BOOKING}/new_payment`);
  await page.getByRole('dialog').waitFor();
  await save('payment');

  await showBooking(page, DOCS_BOOKING);
  // The banner's code is a lazy chunk: offline, only the service worker's precache has it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page
    .getByText(/^(Offline · .+|You're offline)$/)
    .first()
    .waitFor();
  await save('offline');
  await context.close();
}

/** The pages an install screenshot may show, by its file name's last word. */
const INSTALL_PAGES = {
  dashboard: (page) => showDashboard(page),
  booking: (page, brandId) => showBooking(page, INSTALL_BOOKING[brandId]),
};

async function shootInstall(browser, port, brandId) {
  const template = JSON.parse(readFileSync(path.join(root, 'manifest.webmanifest'), 'utf8'));
  const origin = `http://${brandId}.localhost:${port}`;
  for (const screenshot of brandWebManifest(template, BRANDS[brandId]).screenshots) {
    const [width, height] = screenshot.sizes.split('x').map(Number);
    const narrow = screenshot.form_factor === 'narrow';
    const device = { viewport: { width, height }, deviceScaleFactor: 1, ...(narrow ? touch : {}) };
    const show = INSTALL_PAGES[/-(\w+)\.png$/.exec(screenshot.src)?.[1] ?? ''];
    if (!show) throw new Error(`No page to show for the install screenshot ${screenshot.src}`);
    const { context, page } = await signedInPage(browser, origin, device);
    await show(page, brandId);
    await savePicture(page, path.join(root, 'public', screenshot.src));
    await context.close();
  }
}

mkdirSync(DOCS_DIR, { recursive: true });
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
    for (const device of Object.keys(DOCS_DEVICES)) await shootDocs(browser, origin, device);
    for (const brandId of INSTALL_BRANDS) await shootInstall(browser, port, brandId);
  } finally {
    await browser.close();
  }
  console.log(`Screenshots written to ${path.relative(root, DOCS_DIR)}/ and public/screenshots/`);
} finally {
  server.kill('SIGTERM');
}
