// Where the browser suite's server listens and keeps its data; shared by playwright.config.ts and
// the fixtures. E2E_PORT moves both, so two suites can run side by side on one machine.
import path from 'node:path';

const DEFAULT_PORT = 4310;

/**
 * The Chromium the suite drives: Debian's headless shell by default (the same engine without the
 * browser's own layer, about a quarter less time per test on 2 cores), any other build through
 * CHROME_PATH.
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
/** The whole browser (Debian's, or BROWSER_PATH), for the few specs the shell cannot serve. */
export const BROWSER_PATH = process.env.BROWSER_PATH || '/usr/bin/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? DEFAULT_PORT);
const suffix = E2E_PORT === DEFAULT_PORT ? '' : `-${E2E_PORT}`;

/** Relative to the repository root; wiped by scripts/e2e-server.mjs before every run. */
export const E2E_DATA_DIR = `.tmp/e2e-data${suffix}`;
/**
 * The build the suite serves: dist/ on the default port; on any other port its own copy, so
 * suites run side by side never serve a build another one is rewriting.
 */
export const E2E_WEB_ROOT = E2E_PORT === DEFAULT_PORT ? 'dist' : `.tmp/dist${suffix}`;
/** Traces and screenshots of failures; Playwright empties it when a run starts. */
export const E2E_RESULTS_DIR = `.tmp/test-results${suffix}`;
export const OUTBOX_DIR = path.resolve(import.meta.dirname, '..', '..', E2E_DATA_DIR, 'outbox');
