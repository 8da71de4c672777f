import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_AGAIN_AFTER_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  recoverFromChunkError,
} from './chunk-recovery.ts';

function setup(buildId = 'b1') {
  const store = new Map<string, string>();
  const env = {
    storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    buildId,
    time: 5_000_000,
    online: true,
    reloads: 0,
  };
  const recover = () =>
    recoverFromChunkError({
      storage: env.storage,
      buildId: env.buildId,
      now: () => env.time,
      isOnline: () => env.online,
      reload: () => env.reloads++,
    });
  return { env, store, recover };
}

describe('chunk recovery', () => {
  it('reloads once per build, so a chunk that is really missing never loops', () => {
    const { env, recover } = setup();
    expect(recover()).toBe(true);
    // After the reload the same build failed again: no second reload.
    expect(recover()).toBe(false);
    expect(recover()).toBe(false);
    expect(env.reloads).toBe(1);
  });

  it('recovers again for a newer build, or for the same build much later (a later deploy)', () => {
    const { env, recover } = setup();
    recover();
    env.buildId = 'b2';
    expect(recover()).toBe(true);
    expect(recover()).toBe(false);
    env.time += CHUNK_RELOAD_AGAIN_AFTER_MS;
    expect(recover()).toBe(true);
    expect(env.reloads).toBe(3);
  });

  it('does not reload offline, and survives a broken marker', () => {
    const { env, store, recover } = setup();
    env.online = false;
    expect(recover()).toBe(false);
    env.online = true;
    store.set(CHUNK_RELOAD_KEY, '{not json');
    expect(recover()).toBe(true);
    expect(env.reloads).toBe(1);
  });

  it('recognises dynamic-import failures as browsers word them', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
