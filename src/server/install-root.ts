// The folder Gangway is installed in (the one with package.json), which the defaults of WEB_ROOT and
// DATA_DIR are relative to. This module is src/server/install-root.ts in the source and part of
// dist/server/main.js in the build (scripts/build-server.mjs): two folders below that root either
// way, so the server finds the same folders run from source or from the build, from any directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const installRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
