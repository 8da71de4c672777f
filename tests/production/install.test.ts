// A production installation is package.json, package-lock.json and the build (`npm run build`):
// installed without devDependencies in a folder of its own, `node dist/server/main.js` runs in
// production, finds its web build and data folder from wherever it is started, and signs a
// traveller in. Run after the build (`node scripts/test-all.mjs build production`).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingList } from '../../src/shared/contract/bookings.ts';
import { fromWire } from '../../src/shared/wire.ts';
import { api, root, type ServerProcess, signIn, startServerProcess, stopServerProcess } from '../api/server-process.ts';

const run = promisify(execFile);

/** Packages a production server never needs: the build and test tools. */
const TOOLS = ['vite', 'tsx', 'vitest', 'esbuild', '@playwright/test'];

// Outside the repository: Node looks for packages in the node_modules of every parent folder, and
// the repository's own (with every devDependency) would hide a package missing from this install.
let scratch: string;
let app: string;
let server: ServerProcess | undefined;

/** npm's settings from an `npm test` around this run (npm_config_*) must not change the install. */
const npmEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

beforeAll(async () => {
  for (const file of ['dist/index.html', 'dist/server/main.js'])
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  scratch = await mkdtemp(path.join(tmpdir(), 'gangway-production-'));
  app = path.join(scratch, 'gangway');
  await mkdir(app);
  for (const file of ['package.json', 'package-lock.json']) await cp(path.join(root, file), path.join(app, file));
  await cp(path.join(root, 'dist'), path.join(app, 'dist'), { recursive: true });
  await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: app,
    env: npmEnv(),
  });
  // Started from another folder, with neither WEB_ROOT nor DATA_DIR set: the defaults are the
  // installation's dist/ and data/. Passwords hash at the production cost (no SCRYPT_N).
  server = await startServerProcess(
    { NODE_ENV: 'production', SEED_DEMO_DATA: 'true', WEB_ROOT: undefined, DATA_DIR: undefined, SCRYPT_N: undefined },
    undefined,
    { args: [path.join(app, 'dist', 'server', 'main.js')], cwd: scratch },
  );
}, 600_000);

afterAll(async () => {
  if (server) await stopServerProcess(server);
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the build installed without devDependencies', () => {
  // A devDependency that a dependency names as an optional peer (typescript, for valibot) is marked
  // devOptional, not dev, in the lockfile, and npm keeps it: only dev-only packages must be absent.
  it('has no devDependency installed, and no node_modules above it to fall back on', async () => {
    const lock = JSON.parse(await readFile(path.join(app, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const devOnly = Object.entries(lock.packages)
      .filter(([location, entry]) => location !== '' && entry.dev)
      .map(([location]) => location);
    expect(devOnly).toEqual(expect.arrayContaining(TOOLS.map((name) => `node_modules/${name}`)));
    expect(devOnly.filter((location) => existsSync(path.join(app, location)))).toEqual([]);
    expect(existsSync(path.join(app, 'node_modules', 'hono'))).toBe(true);
    const above: string[] = [];
    for (let folder = scratch; folder !== path.dirname(folder); folder = path.dirname(folder))
      if (existsSync(path.join(folder, 'node_modules'))) above.push(folder);
    expect(above).toEqual([]);
  });

  it('signs a demo traveller in and lists their bookings', async () => {
    const port = server?.port ?? 0;
    const cookie = await signIn(port, 'lead@example.com', 'gangway-demo');
    const bookings = await api(port, 'GET', '/customer/bookings', { cookie });
    expect(bookings.status).toBe(200);
    const list = v.parse(bookingList, fromWire(bookings.body));
    expect(list.map((booking) => booking.id)).toContain(40001);
  });

  it("serves the installation's web build, never the server's files", async () => {
    const origin = `http://127.0.0.1:${server?.port}`;
    const page = await fetch(`${origin}/login`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="gangway-brand" content="cruise">');
    for (const file of ['/server/main.js', '/server/main.js.map']) {
      const answer = await fetch(`${origin}${file}`);
      expect(answer.status, file).toBe(404);
      expect(await answer.text(), file).not.toContain('openDatabase');
    }
  });

  it("keeps its data in the installation's data folder", () => {
    expect(existsSync(path.join(app, 'data', 'pglite'))).toBe(true);
    expect(existsSync(path.join(scratch, 'data'))).toBe(false);
  });

  it('backs up the running installation and restores the copy with the built commands', async () => {
    const env = { ...npmEnv(), NODE_ENV: 'production', DATA_DIR: '', DATABASE_URL: '' };
    const archive = path.join(scratch, 'backup.tar.gz');
    const backup = await run(process.execPath, [path.join(app, 'dist', 'server', 'backup-data-dir.js'), archive], {
      cwd: scratch,
      env,
    });
    expect(backup.stdout).toContain('from the running server');
    const restored = path.join(scratch, 'restored');
    await run(
      process.execPath,
      [path.join(app, 'dist', 'server', 'restore-data-dir.js'), archive, '--data-dir', restored],
      {
        cwd: scratch,
        env,
      },
    );
    expect(existsSync(path.join(restored, 'pglite', 'PG_VERSION'))).toBe(true);
  });
});
