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

describe('SEED_DEMO_DATA', () => {
  it.each([
    ['development, unset', {}, true],
    ['development, false', { SEED_DEMO_DATA: 'false' }, false],
    ['production, unset', { NODE_ENV: 'production' }, false],
    ['production, empty', { NODE_ENV: 'production', SEED_DEMO_DATA: '' }, false],
    ['production, false', { NODE_ENV: 'production', SEED_DEMO_DATA: 'false' }, false],
    ['production, true (a demo)', { NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }, true],
  ])('%s: seeds the demo %s', (_what, env, seeds) => {
    expect(readEnv(env).seedDemoData).toBe(seeds);
  });

  it('marks a production start only for NODE_ENV=production', () => {
    expect(readEnv({ NODE_ENV: 'production' }).production).toBe(true);
    expect(readEnv({ NODE_ENV: 'test' }).production).toBe(false);
    expect(readEnv({}).production).toBe(false);
  });
});

describe('FACEBOOK_STAND_IN', () => {
  it('offers the local stand-in for Facebook outside production when Facebook is not configured', () => {
    expect(readEnv({}).facebookStandIn).toBe(true);
    expect(readEnv({ FACEBOOK_STAND_IN: 'false' }).facebookStandIn).toBe(false);
    expect(readEnv({ FACEBOOK_APP_ID: 'app', FACEBOOK_APP_SECRET: 'secret' }).facebookStandIn).toBe(false);
  });
  it('never in production, even when asked for', () => {
    expect(readEnv({ NODE_ENV: 'production', FACEBOOK_STAND_IN: 'true' }).facebookStandIn).toBe(false);
  });
});

describe('SCRYPT_N', () => {
  it('is the production cost, 2^17, unless set', () => {
    expect(readEnv({}).scryptN).toBe(2 ** 17);
    expect(readEnv({ NODE_ENV: 'production' }).scryptN).toBe(2 ** 17);
  });

  it('may be lowered outside production only, to a power of two from 2^10', () => {
    expect(readEnv({ SCRYPT_N: '1024' }).scryptN).toBe(1024);
    expect(() => readEnv({ NODE_ENV: 'production', SCRYPT_N: '1024' })).toThrow(/production refuses/);
    for (const bad of ['1000', '512', '262144', 'cheap', '-1024'])
      expect(() => readEnv({ SCRYPT_N: bad })).toThrow(/SCRYPT_N must be a power of two/);
  });
});
