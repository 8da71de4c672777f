// A killed test run leaves no server behind: the e2e server (scripts/e2e-server.mjs) started as
// Playwright starts it ends when its starter is SIGKILLed, and the runner's watchdog
// (scripts/lib/reap-orphans.mjs) ends a step's whole process group when the runner is SIGKILLed.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, root } from './server-process.ts';

const scratch = path.join(root, '.tmp', `run-cleanup-${randomBytes(4).toString('hex')}`);
afterAll(() => rm(scratch, { recursive: true, force: true }));

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitFor(condition: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await condition()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms} ms`);
}

/** A parent process running `script` (CommonJS, with `port` defined), SIGKILLed by the test. */
function parentRunning(script: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['-e', `const port = ${port};\n${script}`], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

// Its server runs on PGlite whatever the database under test: once, in the PGlite API step.
describe.skipIf(process.env.TEST_DATABASE_URL)('a killed test run', () => {
  it('takes the e2e server with it when the runner that started it is SIGKILLed', async () => {
    const port = await freePort();
    // A built web root newer than every source, so the server starts without building.
    const webRoot = path.join(scratch, 'web');
    await mkdir(webRoot, { recursive: true });
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>test</title>');
    // As Playwright's webServer starts it: through a shell, in its own process group, stdin a pipe.
    const fakePlaywright = parentRunning(
      `require('node:child_process').spawn('node scripts/e2e-server.mjs', {
        shell: true, detached: true, stdio: ['pipe', 'ignore', 'ignore'],
        env: { ...process.env, PORT: String(port) },
      });
      setInterval(() => {}, 1000);`,
      port,
      {
        DATA_DIR: path.relative(root, path.join(scratch, 'data')),
        WEB_ROOT: path.relative(root, webRoot),
        SEED_DEMO_DATA: 'false',
        DATABASE_URL: '',
        E2E_EXIT_WITH_PARENT: '1',
      },
    );
    try {
      // Starting PGlite and migrating takes seconds, and half a minute on a loaded machine.
      await waitFor(() => listening(port), 90_000);
      fakePlaywright.kill('SIGKILL');
      const took = await waitFor(async () => !(await listening(port)), 5_000);
      expect(took).toBeLessThan(5_000);
    } finally {
      fakePlaywright.kill('SIGKILL');
    }
  }, 120_000);

  it('takes a step’s whole process group with it when the runner is SIGKILLed', async () => {
    const port = await freePort();
    // As scripts/test-all.mjs runs a step: its own process group, watched by reap-orphans.mjs.
    const fakeRunner = parentRunning(
      `const { spawn } = require('node:child_process');
      const step = spawn(process.execPath, ['-e', "require('node:net').createServer().listen(" + port + ", '127.0.0.1'); setInterval(() => {}, 1000)"], { detached: true, stdio: 'ignore' });
      spawn(process.execPath, ['scripts/lib/reap-orphans.mjs', String(process.pid), String(step.pid)], { detached: true, stdio: 'ignore' }).unref();
      setInterval(() => {}, 1000);`,
      port,
    );
    try {
      await waitFor(() => listening(port), 10_000);
      fakeRunner.kill('SIGKILL');
      expect(await waitFor(async () => !(await listening(port)), 5_000)).toBeLessThan(5_000);
    } finally {
      fakeRunner.kill('SIGKILL');
    }
  }, 30_000);
});
