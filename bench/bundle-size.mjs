// Bundle size: every JS and CSS response the sign-in page (/login) loads until the network is
// idle, gzipped at level 9, against the budgets of scripts/lib/start-bytes.mjs (which `npm test`
// checks on the build itself). Service workers are blocked, so the precache's downloads are not
// counted: only what the page itself asks for.
// Also: are pdf-lib and @stripe/stripe-js loaded on /login, while signing in, or on a cold load of
// the dashboard? They must not be (they load only when used). They are recognised by strings
// only their code carries, and the build's chunks are searched for the same strings first, so a
// "not loaded" means something: the chunk that holds the library is named.
//
//   node bench/bundle-size.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CSS_BUDGET, SIGN_IN_JS_BUDGET } from '../scripts/lib/start-bytes.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { isMain, root, startBenchServer } from './lib/server.mjs';

const JS_BUDGET_BYTES = SIGN_IN_JS_BUDGET;
const CSS_BUDGET_BYTES = CSS_BUDGET;

/** Strings that appear in a library's code and nowhere else (license banner, its own errors). */
const LIBRARY_MARKERS = {
  'pdf-lib': ['Hopding/pdf-lib', 'pdf-lib does not support'],
  '@stripe/stripe-js': ['Failed to load Stripe.js', 'Stripe.js not available'],
};
/** Hosts a library would fetch from (Stripe.js itself comes from Stripe's CDN). */
const LIBRARY_HOSTS = { '@stripe/stripe-js': ['js.stripe.com'] };

const gzipSize = (body) => gzipSync(body, { level: 9 }).length;
const librariesIn = (text) =>
  Object.entries(LIBRARY_MARKERS)
    .filter(([, markers]) => markers.some((marker) => text.includes(marker)))
    .map(([name]) => name);

/** Which chunks of dist/assets hold which library (by the markers above). */
function libraryChunksInBuild() {
  const dir = path.join(root, 'dist', 'assets');
  /** @type {Record<string, { file: string, gzipBytes: number }[]>} */
  const chunks = Object.fromEntries(Object.keys(LIBRARY_MARKERS).map((name) => [name, []]));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const body = readFileSync(path.join(dir, file));
    for (const name of librariesIn(body.toString('utf8'))) chunks[name]?.push({ file, gzipBytes: gzipSize(body) });
  }
  return chunks;
}

/**
 * Records the JS and CSS responses of a page, and tells when no request has been in flight for
 * `quietMs` (Playwright's 'networkidle' only covers the first load, not a client-side navigation).
 * @param {import('@playwright/test').Page} page
 * @param {string} origin the app's origin; requests elsewhere are listed as other hosts
 */
function recordAssets(page, origin) {
  /** @type {Promise<any>[]} */
  let pending = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const otherHosts = new Set();
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) otherHosts.add(url.host);
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const pathname = new URL(response.url()).pathname;
    const kind =
      type === 'script' || pathname.endsWith('.js')
        ? 'js'
        : type === 'stylesheet' || pathname.endsWith('.css')
          ? 'css'
          : undefined;
    if (!kind || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          kind,
          path: pathname,
          bytes: body.length,
          gzipBytes: gzipSize(body),
          // What came over the wire (the server compresses with its own settings), for reference.
          transferredBytes: sizes.responseBodySize,
          contentEncoding: response.headers()['content-encoding'] ?? 'identity',
          libraries: librariesIn(body.toString('utf8')),
        };
      })(),
    );
  });
  return {
    async waitForIdle(quietMs = 750, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the network was not idle within ${timeoutMs / 1000} s`);
    },
    /** The assets recorded since the last take(), and the other hosts asked. */
    async take() {
      const assets = await Promise.all(pending);
      pending = [];
      const hosts = [...otherHosts];
      otherHosts.clear();
      return { assets, hosts };
    },
  };
}

function summarise({ assets, hosts }) {
  const total = (kind, key) => assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a[key], 0);
  const libraries = {};
  for (const name of Object.keys(LIBRARY_MARKERS)) {
    const chunks = assets.filter((a) => a.libraries.includes(name)).map((a) => a.path);
    const fetchedHosts = hosts.filter((host) => (LIBRARY_HOSTS[name] ?? []).includes(host));
    libraries[name] = { loaded: chunks.length > 0 || fetchedHosts.length > 0, chunks, hosts: fetchedHosts };
  }
  return {
    js: {
      files: assets.filter((a) => a.kind === 'js').length,
      bytes: total('js', 'bytes'),
      gzipBytes: total('js', 'gzipBytes'),
    },
    css: {
      files: assets.filter((a) => a.kind === 'css').length,
      bytes: total('css', 'bytes'),
      gzipBytes: total('css', 'gzipBytes'),
    },
    transferredBytes: assets.reduce((sum, a) => sum + a.transferredBytes, 0),
    libraries,
    otherHosts: hosts,
    assets,
  };
}

export async function runBundleSize() {
  const server = await startBenchServer({ name: 'bench-data-bundle' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const buildChunks = libraryChunksInBuild();
    const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block' });
    const page = await context.newPage();
    const recorder = recordAssets(page, server.origin);

    await page.goto('/login', { waitUntil: 'load' });
    await recorder.waitForIdle();
    const login = summarise(await recorder.take());

    // Signing in as a traveller does: the form, then the client-side move to the dashboard.
    await page.getByLabel('Email', { exact: true }).fill('lead@example.com');
    await page.getByLabel('Password', { exact: true }).fill('gangway-demo');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await recorder.waitForIdle();
    const signIn = summarise(await recorder.take());
    const landedOn = new URL(page.url()).pathname;

    // A cold load of the dashboard, signed in: a new browser context with only the session cookie.
    const cold = await browser.newContext({
      baseURL: server.origin,
      serviceWorkers: 'block',
      storageState: { cookies: await context.cookies(), origins: [] },
    });
    const coldPage = await cold.newPage();
    const coldRecorder = recordAssets(coldPage, server.origin);
    await coldPage.goto('/', { waitUntil: 'load' });
    await coldRecorder.waitForIdle();
    const dashboard = summarise(await coldRecorder.take());
    const dashboardPath = new URL(coldPage.url()).pathname;

    const result = {
      budgets: { jsGzipBytes: JS_BUDGET_BYTES, cssGzipBytes: CSS_BUDGET_BYTES },
      gzip: 'zlib level 9 of each decoded body',
      login,
      signIn: { landedOn, ...signIn },
      dashboard: { path: dashboardPath, ...dashboard },
      libraryChunksInBuild: buildChunks,
    };
    printBundleSize(result);
    return result;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export function printBundleSize(result) {
  const { login } = result;
  console.log('Bundle size: JS and CSS loaded by /login until network idle (service workers blocked)');
  console.table(
    login.assets.map((a) => ({
      file: a.path,
      kind: a.kind,
      raw: kb(a.bytes),
      'gzip -9': kb(a.gzipBytes),
      transferred: `${kb(a.transferredBytes)} (${a.contentEncoding})`,
    })),
  );
  const verdict = (bytes, budget) => (bytes <= budget ? 'met' : 'NOT met');
  console.table([
    {
      what: 'JS on /login',
      files: login.js.files,
      'gzip -9': kb(login.js.gzipBytes),
      budget: `≤ ${kb(JS_BUDGET_BYTES)}`,
      verdict: verdict(login.js.gzipBytes, JS_BUDGET_BYTES),
    },
    {
      what: 'CSS on /login',
      files: login.css.files,
      'gzip -9': kb(login.css.gzipBytes),
      budget: `≤ ${kb(CSS_BUDGET_BYTES)}`,
      verdict: verdict(login.css.gzipBytes, CSS_BUDGET_BYTES),
    },
    {
      what: `JS added by signing in (to ${result.signIn.landedOn})`,
      files: result.signIn.js.files,
      'gzip -9': kb(result.signIn.js.gzipBytes),
      budget: '-',
      verdict: '-',
    },
    {
      what: `JS + CSS of a cold dashboard load (${result.dashboard.path})`,
      files: result.dashboard.js.files + result.dashboard.css.files,
      'gzip -9': kb(result.dashboard.js.gzipBytes + result.dashboard.css.gzipBytes),
      budget: '-',
      verdict: '-',
    },
  ]);
  for (const [name, chunks] of Object.entries(result.libraryChunksInBuild)) {
    const where = chunks.length
      ? `in the build as ${chunks.map((c) => `${c.file} (${kb(c.gzipBytes)} gzip)`).join(', ')}`
      : 'not in the build at all (nothing imports it yet)';
    const phases = [
      ['/login', result.login],
      ['signing in', result.signIn],
      ['cold dashboard', result.dashboard],
    ].map(
      ([label, phase]) =>
        `${label}: ${phase.libraries[name].loaded ? `LOADED ${phase.libraries[name].chunks.join(' ')}` : 'not loaded'}`,
    );
    console.log(`  ${name}: ${where}; ${phases.join('; ')}`);
  }
}

if (isMain(import.meta.url)) {
  runBundleSize().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
