// Runs after the web server is up (Playwright starts webServer first): fail the whole run once,
// with a clear message, instead of every spec timing out on the same missing piece.
import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { BROWSER_PATH, CHROME_PATH } from './e2e-env.ts';

export default async function globalSetup(config: FullConfig): Promise<void> {
  if (!existsSync(CHROME_PATH))
    throw new Error(
      `Chromium's headless shell is missing at ${CHROME_PATH}: run \`apt-get install -y chromium-headless-shell\` or set CHROME_PATH.`,
    );
  if (!existsSync(BROWSER_PATH))
    throw new Error(`Chromium is missing at ${BROWSER_PATH}: run \`apt-get install -y chromium\` or set BROWSER_PATH.`);
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  // Signed out, the current-customer endpoint must answer 401 JSON: proves the API is mounted.
  const response = await fetch(new URL('/api/v2/customer/me.json', baseURL));
  if (response.status !== 401)
    throw new Error(`GET /api/v2/customer/me.json answered ${response.status} signed out; expected 401.`);
}
