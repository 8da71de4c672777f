// The server Playwright starts (playwright.config.ts webServer). Playwright starts it before
// global setup runs, so the fresh data directory is made here: every e2e run begins from an empty
// database that the server migrates and seeds with the demo data.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, root } from './lib/ensure-build.mjs';
import { exitWithParent } from './lib/exit-with-parent.mjs';
import { runServerSource } from './lib/start-server.mjs';

const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.tmp/e2e-data');
// Wiping is only safe for a scratch directory: never let a stray DATA_DIR delete real data.
if (!dataDir.startsWith(path.join(root, '.tmp') + path.sep)) {
  console.error(`e2e-server: DATA_DIR must be under .tmp/, got ${dataDir}`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

// WEB_ROOT is relative to the repository root, as playwright.config.ts sets it.
const webRoot = process.env.WEB_ROOT ?? 'dist';
ensureBuild(webRoot);
process.env.WEB_ROOT = path.resolve(root, webRoot);
// Set by playwright.config.ts: this server lives exactly as long as the test run that started it.
if (process.env.E2E_EXIT_WITH_PARENT === '1') exitWithParent();
// Facebook cannot be reached from here: the suite's server talks to a local fake provider, which
// lives in this process beside it (playwright.config.ts points FACEBOOK_*_ORIGIN at its port).
if (process.env.E2E_FAKE_FACEBOOK_PORT) {
  await import('tsx');
  const { startFakeFacebook, E2E_FACEBOOK_USERS } = await import(
    pathToFileURL(path.join(root, 'tests', 'fakes', 'facebook-provider.ts')).href
  );
  await startFakeFacebook({
    appId: process.env.FACEBOOK_APP_ID,
    appSecret: process.env.FACEBOOK_APP_SECRET,
    users: E2E_FACEBOOK_USERS,
    port: Number(process.env.E2E_FAKE_FACEBOOK_PORT),
  });
}
await runServerSource('main');
