import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './bench/lib/chromium.mjs';
import {
  BROWSER_PATH,
  CHROME_PATH,
  E2E_DATA_DIR,
  E2E_PORT as port,
  E2E_RESULTS_DIR,
  E2E_WEB_ROOT,
} from './tests/e2e/e2e-env.ts';

// The browser suite runs Debian's Chromium headless shell (or CHROME_PATH's) against the real
// server on its own port (4310, or E2E_PORT) and data directory, so it can run beside `npm start`.
const isCI = Boolean(process.env.CI);

// The specs that need what only the whole browser has, beside the headless shell's engine: the
// notifications a service worker shows (the shell shows none).
const NEEDS_THE_BROWSER = ['**/push-notifications.spec.ts'];

// The server's clock starts at noon UTC of today and runs: the demo is seeded relative to it, so a
// run that crosses midnight (seed at 23:58, test at 00:03) cannot turn "due today" into "overdue".
const noonTodayUtc = `${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: E2E_RESULTS_DIR,
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a retry hides a flaky test, and a flaky test is a defect to fix.
  retries: 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every test about a third of its time on 2 cores, and without retries
    // only a recording of every test would catch a failure's: CI records none (its screenshot is
    // kept); locally every failure keeps its trace, and `--trace retain-on-failure` asks for them in CI.
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app (about 70 files) in every new browser context,
    // which cost a fifth of each test's time on 2 cores. Only the specs that test offline use or
    // the worker itself let it run: `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: NEEDS_THE_BROWSER },
    {
      name: 'chromium-browser',
      testMatch: NEEDS_THE_BROWSER,
      use: { launchOptions: { executablePath: BROWSER_PATH, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    // Wipes DATA_DIR, builds WEB_ROOT (dist/) if missing or stale, then runs src/server/main.ts (one process).
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    // Merged over process.env: blank out what would point the suite at a real database or mailer.
    env: {
      PORT: String(port),
      DATA_DIR: E2E_DATA_DIR,
      WEB_ROOT: E2E_WEB_ROOT,
      COOKIE_SECURE: 'true',
      SEED_DEMO_DATA: 'true',
      DEFAULT_BRAND: 'cruise',
      DATABASE_URL: '',
      SMTP_URL: '',
      GANGWAY_NOW: '',
      GANGWAY_CLOCK_START: noonTodayUtc,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      // Every spec signs in from 127.0.0.1; the limits themselves are covered by the API suite.
      RATE_LIMIT_MULTIPLIER: '20',
      // New password hashes (the demo's, sign-ups, changes) at the lowest cost: at the production
      // cost each is a second of CPU here, which the API suite's own tests of it pay.
      SCRYPT_N: '1024',
      // Social login against the local fake provider that scripts/e2e-server.mjs starts beside it.
      FACEBOOK_APP_ID: 'e2e-app',
      FACEBOOK_APP_SECRET: 'e2e-app-secret',
      E2E_FAKE_FACEBOOK_PORT: String(port + 1000),
      FACEBOOK_AUTH_ORIGIN: `http://127.0.0.1:${port + 1000}`,
      FACEBOOK_GRAPH_ORIGIN: `http://127.0.0.1:${port + 1000}`,
      // Ends with Playwright even when Playwright is killed outright (scripts/lib/exit-with-parent.mjs).
      E2E_EXIT_WITH_PARENT: '1',
    },
  },
});
