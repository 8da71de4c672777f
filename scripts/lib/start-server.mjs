// Runs the API server in this very process, instead of a child: one PID to stop, and Ctrl-C or
// SIGTERM reach the server's own shutdown handler directly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './ensure-build.mjs';

/** Written by `npm run build` (scripts/build-server.mjs). */
const BUILT_SERVER = path.join(root, 'dist', 'server', 'main.js');

/** The TypeScript source, through tsx (registered as a loader first). */
export async function startServer() {
  await import('tsx');
  await import(pathToFileURL(path.join(root, 'src', 'server', 'main.ts')).href);
}

/** The build, as it is: in production nothing is built on the server. */
export async function startBuiltServer() {
  if (!existsSync(BUILT_SERVER)) {
    console.error(
      `No production build: ${path.relative(root, BUILT_SERVER)} is missing. ` +
        'Run `npm run build` (with the devDependencies installed), then start again.',
    );
    process.exit(1);
  }
  await import(pathToFileURL(BUILT_SERVER).href);
}
