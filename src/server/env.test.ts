// Where the server looks for the web build and its data: the defaults belong to the installation,
// not to the directory the server happens to be started from.
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

const installation = fileURLToPath(new URL('../..', import.meta.url));
const elsewhere = realpathSync(tmpdir());

describe('WEB_ROOT and DATA_DIR', () => {
  const startedIn = process.cwd();
  afterEach(() => process.chdir(startedIn));

  it('default to dist/ and data/ of the installation, whatever the working directory', () => {
    process.chdir(elsewhere);
    const config = readEnv({});
    expect(config.webRoot).toBe(path.join(installation, 'dist'));
    expect(config.dataDir).toBe(path.join(installation, 'data'));
  });

  it('take given paths as they are, a relative one from the working directory', () => {
    process.chdir(elsewhere);
    expect(readEnv({ DATA_DIR: 'gangway-data' }).dataDir).toBe(path.join(elsewhere, 'gangway-data'));
    expect(readEnv({ WEB_ROOT: '/srv/gangway/web' }).webRoot).toBe('/srv/gangway/web');
  });
});
