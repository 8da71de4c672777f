// `npm start` in production runs the build as it is: without one it stops and says how to make it,
// and never builds on the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const scripts = fileURLToPath(new URL('.', import.meta.url));
let installation: string;

beforeAll(async () => {
  // The start script and what it imports, in an installation with no build and no node_modules.
  installation = await mkdtemp(path.join(tmpdir(), 'gangway-start-'));
  for (const file of ['start.mjs', 'lib/ensure-build.mjs', 'lib/start-server.mjs'])
    await cp(path.join(scripts, file), path.join(installation, 'scripts', file));
});
afterAll(() => rm(installation, { recursive: true, force: true }));

describe('npm start with NODE_ENV=production', () => {
  it('stops with a message naming `npm run build` when there is no build', () => {
    const started = spawnSync(process.execPath, [path.join(installation, 'scripts', 'start.mjs')], {
      cwd: installation,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('dist/server/main.js is missing');
    expect(started.stderr).toContain('Run `npm run build`');
    expect(started.stdout).not.toContain('Building the web app');
    expect(existsSync(path.join(installation, 'dist'))).toBe(false);
  });
});
