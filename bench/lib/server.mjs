// The real server for a benchmark: dist/ built if stale, `src/server/main.ts` in a child process
// (its own core on a 2-core machine, apart from the load generator or the browser), a free
// loopback port and a fresh data directory, so every run starts from the seeded demo data.
// With a PostgreSQL URL it gets a fresh database gangway_bench_<random> there, dropped at stop().
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureBuild, root } from '../../scripts/lib/ensure-build.mjs';

export { root };

const STARTUP_TIMEOUT_MS = 180_000;

/** A port the OS says is free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

async function createScratchDatabase(serverUrl) {
  const name = `gangway_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { url: url.toString(), drop };
}

/**
 * Starts the server and resolves once it listens.
 * @param {{ name: string, postgresUrl?: string, env?: Record<string, string>, nodeArgs?: string[],
 *   build?: boolean }} options
 *   name: the data directory under .tmp/ (wiped first); postgresUrl: a PostgreSQL server to use
 *   instead of PGlite (a scratch database is created on it); nodeArgs: extra flags for node, such as
 *   --cpu-prof to see where a request's time goes; build: false skips rebuilding a stale dist/.
 */
export async function startBenchServer({ name, postgresUrl, env = {}, nodeArgs = [], build = true }) {
  const scratch = postgresUrl ? await createScratchDatabase(postgresUrl) : undefined;
  try {
    return await startNodeServer({
      name,
      script: path.join('src', 'server', 'main.ts'),
      env: { DATABASE_URL: scratch?.url ?? '', SEED_DEMO_DATA: 'true', ...env },
      nodeArgs,
      build,
      engine: scratch ? 'PostgreSQL' : 'PGlite',
      cleanup: () => scratch?.drop(),
    });
  } catch (error) {
    await scratch?.drop().catch(() => {});
    throw error;
  }
}

/**
 * bench/minimal-read-server.mjs on a database a bench server made (its `databaseUrl`): the same
 * read's SQL through node:http and pg alone.
 * @param {{ databaseUrl: string }} options
 */
export function startMinimalReadServer({ databaseUrl }) {
  return startNodeServer({
    name: 'bench-minimal',
    script: path.join('bench', 'minimal-read-server.mjs'),
    env: { DATABASE_URL: databaseUrl },
    build: false,
    engine: 'minimal node:http + pg',
  });
}

/**
 * A server script (run through tsx) on a free port with a fresh data directory, resolved once it
 * prints "listening on". `cleanup` runs after it stopped.
 */
async function startNodeServer({ name, script, env, nodeArgs = [], build, engine, cleanup = async () => {} }) {
  if (build) ensureBuild();
  const dataDir = path.join(root, '.tmp', name);
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: origin,
      DEFAULT_BRAND: 'cruise',
      COOKIE_SECURE: 'true',
      SMTP_URL: '',
      GANGWAY_NOW: '',
      LOG_LEVEL: 'info', // its "listening on" line is how the start is seen
      ...env,
    },
  });

  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000); // the tail is enough to explain a failed start
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the server did not start within 180 s')), STARTUP_TIMEOUT_MS);
      const onData = (chunk) => {
        if (String(chunk).includes('listening on')) {
          clearTimeout(timer);
          child.stdout.off('data', onData);
          resolve(undefined);
        }
      };
      child.stdout.on('data', onData);
      exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`the server exited during start (code ${code}, signal ${signal})`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${/** @type {Error} */ (error).message}\n--- server log ---\n${log}`);
  }

  return {
    port,
    origin,
    engine,
    databaseUrl: env.DATABASE_URL || undefined,
    pid: child.pid,
    log: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(forced);
      }
      await cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs in through the API as the browser would (same-origin headers, snake_case JSON body) and
 * returns the `name=value` of the session cookie.
 */
export async function signInCookie(origin, email = 'lead@example.com', password = 'gangway-demo') {
  const response = await fetch(`${origin}/api/v2/customer/sessions.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
    },
    body: JSON.stringify({ customer: { email, password, remember_me: false } }),
  });
  if (response.status !== 201) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('gangway_session='));
  if (!cookie) throw new Error('sign-in set no gangway_session cookie');
  return cookie;
}

/** What the PWA sends on a same-origin read (it accepts gzip, so the server compresses). */
export function pwaReadHeaders(port, cookie) {
  return {
    Host: `localhost:${port}`,
    Cookie: cookie,
    Accept: 'application/json',
    'Accept-Encoding': 'gzip, deflate, br',
    'Sec-Fetch-Site': 'same-origin',
  };
}

/** Runs `main` when the file is executed directly (`node bench/x.mjs`), not when imported. */
export function isMain(importMetaUrl) {
  return process.argv[1] !== undefined && importMetaUrl === pathToFileURL(path.resolve(process.argv[1])).href;
}
