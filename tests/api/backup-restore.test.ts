// `npm run backup` and `npm run restore` on the embedded database, run as an operator runs them
// (the bundle that a production install's npm scripts run; the last test goes through npm itself)
// against a real server process with the demo data: a copy taken while the server answers a
// burst of requests holds exactly what was written before it (each writer's messages up to some
// point, never a later one without an earlier), and a server started on the restored folder
// accepts the sessions and the webhook secret of the original installation.
import { execFile } from 'node:child_process';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_SOCKET } from '../../src/server/backup/data-dir-claim.ts';
import { CRM_SECRET_FILE } from '../../src/server/integrations/crm-secret.ts';
import { SANDBOX_SECRETS_FILE } from '../../src/server/payments/sandbox-webhook-secrets.ts';
import { signWebhook } from '../../src/server/payments/webhook-signature.ts';
import {
  api,
  bundleEntry,
  root,
  type ServerProcess,
  scratchDataDir,
  signIn,
  startServerProcess,
  stopServerProcess,
} from './server-process.ts';

const THREAD = '/customer/bookings/40001/messages';
const WRITERS = 3;

type Run = { code: number | null; stdout: string; stderr: string };

function runCommand(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  const { TEST_DATABASE_URL: _, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(command, args, { cwd: root, env: { ...inherited, DATABASE_URL: '', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/**
 * What `npm run <script> -- ...args` runs in production (the bundle's backup-data-dir.js or
 * restore-data-dir.js), with DATA_DIR and no DATABASE_URL unless given.
 */
const operatorRun = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  runCommand(process.execPath, [bundleEntry(`${script}-data-dir`), ...args], env);

/** `npm run <script> -- ...args` itself, as a developer runs it (the source, through tsx). */
const npmRun = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  runCommand('npm', ['run', '--silent', script, '--', ...args], env);

const post = (port: number, cookie: string, body: string) =>
  api(port, 'POST', THREAD, { cookie, body: { message: { body } } });

async function threadBodies(port: number, cookie: string): Promise<string[]> {
  const answer = await api(port, 'GET', THREAD, { cookie });
  expect(answer.status).toBe(200);
  return (answer.body as { messages: { body: string }[] }).messages.map((message) => message.body);
}

/** A webhook event the sandbox accepts (200) when signed with the installation's secret, else 400. */
function deliverWebhook(port: number, secret: string) {
  const event = {
    id: `evt_backup_${Date.now()}`,
    type: 'payment_intent.succeeded',
    data: { object: { object: 'payment_intent', id: 'pi_none', amount: 1, currency: 'eur', metadata: {} } },
  };
  return api(port, 'POST', '/provider_webhooks/stripe/default', {
    body: event,
    headers: { 'Stripe-Signature': signWebhook(JSON.stringify(event), secret) },
  });
}

let scratch = '';
let original = '';
let restored = '';
let archive = '';
let cookie = '';
let webhookSecret = '';
const servers: ServerProcess[] = [];

async function startOn(dataDir: string, seed = 'false') {
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO_DATA: seed });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  scratch = await scratchDataDir('backup');
  original = path.join(scratch, 'original');
  restored = path.join(scratch, 'restored');
  archive = path.join(scratch, 'running.tar.gz');
});

afterAll(async () => {
  for (const server of servers) await stopServerProcess(server, 'SIGKILL');
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

// The embedded database alone: the PostgreSQL run of the suite has nothing more to try here.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm run backup and npm run restore on the embedded database', () => {
  it('copies a running server during a burst of requests; the restored copy has what came before', async () => {
    const server = await startOn(original, 'true');
    cookie = await signIn(server.port, 'lead@example.com', 'gangway-demo');
    expect((await post(server.port, cookie, 'Written before the backup')).status).toBe(201);
    expect((await stat(path.join(original, CLAIM_SOCKET))).mode & 0o777).toBe(0o600);

    let backingUp = true;
    const answered: number[] = [];
    const posted: string[][] = Array.from({ length: WRITERS }, () => []);
    const writer = async (index: number) => {
      for (let n = 1; backingUp; n += 1) {
        const body = `Writer ${index} message ${n}`;
        const answer = await post(server.port, cookie, body);
        answered.push(answer.status, (await api(server.port, 'GET', '/customer/me', { cookie })).status);
        if (answer.status === 201) posted[index]?.push(body);
      }
    };
    const backup = operatorRun('backup', [archive], { DATA_DIR: original }).finally(() => {
      backingUp = false;
    });
    const [run] = await Promise.all([backup, ...Array.from({ length: WRITERS }, (_, index) => writer(index))]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('from the running server');
    expect(answered.length).toBeGreaterThan(WRITERS * 2);
    expect(new Set(answered)).toEqual(new Set([200, 201]));
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    expect((await post(server.port, cookie, 'Written after the backup')).status).toBe(201);
    webhookSecret = JSON.parse(await readFile(path.join(original, SANDBOX_SECRETS_FILE), 'utf8')).default;

    // The folder is the running server's alone: neither a second server nor a restore touches it.
    await expect(startServerProcess({ DATA_DIR: original })).rejects.toThrow(/Another process has .* open/);
    const intruding = await operatorRun('restore', [archive, '--data-dir', original, '--force'], {});
    expect(intruding.code).toBe(1);
    expect(intruding.stderr).toMatch(/Another process has .* open/);
    expect(await threadBodies(server.port, cookie)).toContain('Written after the backup');
    await stopServerProcess(server);

    const restore = await operatorRun('restore', [archive, '--data-dir', restored], {});
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    for (const file of [SANDBOX_SECRETS_FILE, CRM_SECRET_FILE]) {
      expect(await readFile(path.join(restored, file), 'utf8')).toBe(await readFile(path.join(original, file), 'utf8'));
      expect((await stat(path.join(restored, file))).mode & 0o777).toBe(0o600);
    }

    const again = await startOn(restored);
    const bodies = await threadBodies(again.port, cookie); // the session signed in before the backup
    expect(bodies).toContain('Written before the backup');
    expect(bodies).not.toContain('Written after the backup');
    // Each writer waited for one message's answer before sending the next: the copy holds a
    // beginning of each writer's messages, whatever the moment it was taken.
    for (const sent of posted) {
      const kept = sent.filter((body) => bodies.includes(body));
      expect(kept).toEqual(sent.slice(0, kept.length));
    }
    expect((await deliverWebhook(again.port, webhookSecret)).status).toBe(200);
    expect((await deliverWebhook(again.port, 'whsec_not_this_installation')).status).toBe(400);
    expect((await post(again.port, cookie, 'Written after the restore')).status).toBe(201);
    await stopServerProcess(again);
  }, 300_000);

  it('copies the folder itself when no server runs, and replaces a folder with contents only when forced', async () => {
    const stopped = path.join(scratch, 'stopped.tar.gz');
    const run = await operatorRun('backup', [stopped], { DATA_DIR: restored });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('no server was running');

    const refused = await operatorRun('restore', [stopped], { DATA_DIR: original });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(refused.stderr).toContain('--force');
    const marker = path.join(original, 'left-over.txt');
    await writeFile(marker, 'not part of the backup');
    const forced = await operatorRun('restore', [stopped, '--force'], { DATA_DIR: original });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    await expect(stat(marker)).rejects.toThrow(/ENOENT/);

    const server = await startOn(original);
    const bodies = await threadBodies(server.port, cookie);
    expect(bodies).toContain('Written after the restore');
    expect(bodies).not.toContain('Written after the backup');
    await stopServerProcess(server);
  }, 300_000);

  it('refuses what is not a backup, and points to pg_dump when DATABASE_URL is set', async () => {
    const notABackup = path.join(scratch, 'not-a-backup.tar.gz');
    await writeFile(notABackup, 'plain text');
    const restore = await npmRun('restore', [notABackup, '--data-dir', path.join(scratch, 'never')], {});
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('not a Gangway backup');
    await expect(stat(path.join(scratch, 'never'))).rejects.toThrow(/ENOENT/);

    const backup = await npmRun('backup', [path.join(scratch, 'pg.tar.gz')], {
      DATA_DIR: original,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(backup.code).not.toBe(0);
    expect(backup.stderr).toContain('pg_dump');
    await expect(stat(path.join(scratch, 'pg.tar.gz'))).rejects.toThrow(/ENOENT/);
  });
});
