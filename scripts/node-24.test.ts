// scripts/node-24.sh: a Node already in the cache is reused as it is (no registry call), and the one
// line on stdout puts its bin/ folder first on PATH.
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { arch, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('node-24.sh', import.meta.url));
let cache: string;
let version: string;

beforeAll(async () => {
  version = /^NODE_VERSION=(\S+)$/m.exec(await readFile(script, 'utf8'))?.[1] ?? '';
  cache = await mkdtemp(path.join(tmpdir(), 'gangway-node-cache-'));
});
afterAll(() => rm(cache, { recursive: true, force: true }));

const run = (env: Record<string, string>) =>
  spawnSync('bash', [script], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 30_000 });

describe('scripts/node-24.sh', () => {
  it('names a Node 24 release', () => {
    expect(version).toMatch(/^24\.\d+\.\d+$/);
  });

  it.runIf(arch() === 'x64')('reuses the Node in its cache and prints only the PATH line', async () => {
    const bin = path.join(cache, `node-v${version}-linux-x64`, 'bin');
    await mkdir(bin, { recursive: true });
    // A stand-in that answers --version as the real one would: the script must not replace it.
    await writeFile(path.join(bin, 'node'), `#!/bin/sh\necho v${version}\n`);
    await chmod(path.join(bin, 'node'), 0o755);
    // An npm that fails: reaching the registry would show as an error.
    const noNpm = path.join(cache, 'no-npm');
    await mkdir(noNpm, { recursive: true });
    await writeFile(path.join(noNpm, 'npm'), '#!/bin/sh\nexit 99\n');
    await chmod(path.join(noNpm, 'npm'), 0o755);

    const result = run({ GANGWAY_NODE_CACHE: cache, PATH: `${noNpm}:${process.env.PATH}` });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`export PATH="${bin}:$PATH"\n`);
    const shell = spawnSync('bash', ['-c', `${result.stdout.trim()}; node --version`], { encoding: 'utf8' });
    expect(shell.stdout.trim()).toBe(`v${version}`);
  });
});
