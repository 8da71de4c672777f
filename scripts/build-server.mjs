// The server's half of `npm run build` (after the web app's, whose build empties dist/): the API
// server bundled into dist/server/main.js, run in production with `node dist/server/main.js`
// (scripts/lib/build-server.mjs says what the bundle holds).
import path from 'node:path';
import { buildServer } from './lib/build-server.mjs';
import { root } from './lib/ensure-build.mjs';

try {
  for (const { file, bytes } of await buildServer(path.join(root, 'dist', 'server')))
    console.log(`built ${file} (${Math.round(bytes / 1024)} kB)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
