// Runs a server module (src/server/<name>.ts) in this very process, instead of a child: one PID to
// stop, and Ctrl-C or SIGTERM reach the server's own shutdown handler directly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './ensure-build.mjs';

/** The TypeScript source, through tsx (registered as a loader first). */
export async function runServerSource(name) {
  await import('tsx');
  await import(pathToFileURL(path.join(root, 'src', 'server', `${name}.ts`)).href);
}

/** The build (`npm run build`, scripts/build-server.mjs), as it is: in production nothing is built on the server. */
export async function runBuiltServer(name) {
  const built = path.join(root, 'dist', 'server', `${name}.js`);
  if (!existsSync(built)) {
    console.error(
      `No production build: ${path.relative(root, built)} is missing. ` +
        'Run `npm run build` (with the devDependencies installed), then start again.',
    );
    process.exit(1);
  }
  await import(pathToFileURL(built).href);
}

/** The build in production (NODE_ENV=production), else the source. */
export const runServerModule = (name) =>
  process.env.NODE_ENV === 'production' ? runBuiltServer(name) : runServerSource(name);
