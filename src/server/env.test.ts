import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

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
