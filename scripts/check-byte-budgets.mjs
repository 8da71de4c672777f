// The byte budgets, checked on the build (`npm test` runs it after the build step): bytes depend on
// the build alone, so a budget passed here is passed on every host. Timings live in bench/.
//
//   node scripts/check-byte-budgets.mjs [web root, default dist]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/ensure-build.mjs';
import {
  CSS_BUDGET,
  SIGN_IN_JS_BUDGET,
  SIGNED_IN_START_JS_BUDGET,
  startBytes,
  startScriptOf,
  stylesheetBytes,
} from './lib/start-bytes.mjs';

const webRoot = path.resolve(root, process.argv[2] ?? 'dist');
// The start script and entry every page sent as HTML names, with the page's route module.
const start = startScriptOf(readFileSync(path.join(webRoot, 'prerendered', 'cruise', 'login.html'), 'utf8'));
const pageStart = (route) => startBytes(webRoot, start, [route]);

const checks = [
  // The sign-in page's route is in the build's `login` chunk (vite.config.ts).
  { name: 'sign-in page JS', ...pageStart('login'), budget: SIGN_IN_JS_BUDGET },
  { name: 'dashboard start JS', ...pageStart('src/web/routes/dashboard.tsx'), budget: SIGNED_IN_START_JS_BUDGET },
  { name: 'booking start JS', ...pageStart('src/web/routes/booking.tsx'), budget: SIGNED_IN_START_JS_BUDGET },
  { name: 'stylesheets', files: [], gzipBytes: stylesheetBytes(webRoot), budget: CSS_BUDGET },
];

let failed = 0;
for (const check of checks) {
  const over = check.gzipBytes > check.budget;
  if (over) failed += 1;
  const files = check.files.length > 0 ? ` in ${check.files.length} files` : '';
  console.log(
    `${over ? '✘' : '✓'} ${check.name}: ${check.gzipBytes.toLocaleString('en-US')} bytes gzip${files}` +
      ` (budget ${check.budget.toLocaleString('en-US')})`,
  );
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
