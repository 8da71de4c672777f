// The real server as its own process (the bundle production runs, which the API suite's global
// setup makes: global-setup.ts), for the tests that need what only a process has: several of them
// on one database, or a SIGKILL mid-request. Each gets a free port and its own DATA_DIR; requests
// go over HTTP with a browser's same-origin headers.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { access, mkdir, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';
import { inject } from 'vitest';
import { migratedPgliteImageFile } from './database-images.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the server bundle made for this run (global-setup.ts). */
    serverBundle: string;
  }
}

/** One of the bundle's entries (scripts/lib/build-server.mjs): main, remove-demo, … */
export const bundleEntry = (name: string) => path.join(inject('serverBundle'), `${name}.js`);

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A new DATA_DIR under the repository's .tmp (which a fresh clone, or a cleaned one, lacks). */
export async function scratchDataDir(prefix: string): Promise<string> {
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  return mkdtemp(path.join(root, '.tmp', `${prefix}-`));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const readProc = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // gone meanwhile
  }
};

/** The server processes (cluster workers) a server process started (Linux), not its other helpers. */
export function workersOf(pid: number): number[] {
  // A cluster's workers run the primary's own script; its helpers run others.
  const script = readProc(`/proc/${pid}/cmdline`).split('\0')[1] ?? '';
  return readProc(`/proc/${pid}/task/${pid}/children`)
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((child) => script !== '' && readProc(`/proc/${child}/cmdline`).split('\0')[1] === script);
}

export type ServerProcess = {
  port: number;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  /** Resolves once it has exited. */
  exited: Promise<void>;
};

/**
 * How the server is run: node's arguments and folder (the suite's bundle of src/server/main.ts by
 * default); `ownGroup`: in a process group of its own, which a test may signal as a whole;
 * `freshDatabase`: an embedded database made by the server itself (initdb and every migration)
 * instead of one copied from the suite's migrated image, which spares each start most of its time.
 */
type ServerLaunch = { args?: string[]; cwd?: string; ownGroup?: boolean; freshDatabase?: boolean };
export const OWN_GROUP: ServerLaunch = { ownGroup: true };
export const FRESH_DATABASE: ServerLaunch = { freshDatabase: true };

/** Fills an embedded database's folder (DATA_DIR/pglite, src/server/main.ts) that is not there yet. */
async function copyMigratedImage(dataDir: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  if (
    await access(folder).then(
      () => true,
      () => false,
    )
  )
    return;
  await mkdir(folder, { recursive: true });
  await extract({ file: await migratedPgliteImageFile(), cwd: folder });
}

/**
 * Starts the server and resolves once it listens. `env` is merged over a quiet, local default
 * (undefined leaves a variable unset).
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  port?: number,
  launch: ServerLaunch = {},
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const { TEST_DATABASE_URL: _, ...inherited } = process.env;
  const embedded = !(env.DATABASE_URL ?? '');
  if (embedded && env.DATA_DIR && !launch.freshDatabase) await copyMigratedImage(env.DATA_DIR);
  const child = spawn(process.execPath, launch.args ?? [bundleEntry('main')], {
    cwd: launch.cwd ?? root,
    env: {
      ...inherited,
      PORT: String(chosen),
      DATABASE_URL: '',
      SMTP_URL: '',
      GANGWAY_NOW: '',
      STRIPE_SECRET_KEY: '',
      WEB_ROOT: path.join(root, '.tmp', 'no-web-root'),
      RATE_LIMIT_MULTIPLIER: '100',
      // New password hashes (the demo's among them) cheap: a production one is a second of CPU here.
      SCRYPT_N: '1024',
      // Its start line ("listening on") is how we know it is up: whatever the tests' own level.
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: launch.ownGroup ?? false,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Gangway listening on')) {
        clearInterval(timer);
        resolve();
      }
    }, 25);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  return { port: chosen, child, output: () => output, exited };
}

/** SIGTERM (a clean stop) or SIGKILL, and wait until it is gone. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

export type HttpAnswer = { status: number; body: unknown; setCookie: string[] };

/** One API request as the PWA sends it (JSON, same-origin), with an optional cookie and headers. */
export async function api(
  port: number,
  method: string,
  resource: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<HttpAnswer> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v2${resource}.json`, {
    method,
    headers: {
      Accept: 'application/json',
      'Sec-Fetch-Site': 'same-origin',
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {}
  return { status: response.status, body, setCookie: response.headers.getSetCookie() };
}

/** Signs in with the password and answers the session cookie (`name=value`). */
export async function signIn(port: number, email: string, password: string): Promise<string> {
  const answer = await api(port, 'POST', '/customer/sessions', { body: { customer: { email, password } } });
  const cookie = answer.setCookie.map((header) => header.split(';')[0] ?? '').find((pair) => pair.includes('session='));
  if (answer.status !== 201 || !cookie)
    throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return cookie;
}
