import { describe, expect, it } from 'vitest';
import { type QueryOnScreen, unrefreshedSince } from './served-from-cache.ts';

const LOADED = 1_000_000;

function query(state: Partial<QueryOnScreen['state']>, active = true): QueryOnScreen {
  return {
    isActive: () => active,
    state: {
      data: { ok: true },
      dataUpdatedAt: LOADED - 5000,
      error: null,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchStatus: 'idle',
      ...state,
    },
  };
}

describe('unrefreshedSince (served-from-cache banner)', () => {
  it('counts restored data on screen whose refresh waits for a connection', () => {
    expect(unrefreshedSince([query({ fetchStatus: 'paused' })], LOADED)).toBe(LOADED - 5000);
  });

  it('counts restored data on screen whose refresh failed', () => {
    const failed = query({ error: new Error('down'), errorUpdatedAt: LOADED + 10 });
    expect(unrefreshedSince([failed], LOADED)).toBe(LOADED - 5000);
  });

  it('counts restored data on screen whose refresh is being retried after a failure', () => {
    expect(unrefreshedSince([query({ fetchStatus: 'fetching', fetchFailureCount: 1 })], LOADED)).toBe(LOADED - 5000);
  });

  it('gives the oldest of several', () => {
    const older = query({ fetchStatus: 'paused', dataUpdatedAt: LOADED - 90_000 });
    expect(unrefreshedSince([query({ fetchStatus: 'paused' }), older], LOADED)).toBe(LOADED - 90_000);
  });

  it('ignores data refreshed in this page, refreshes still running, queries off screen and empty ones', () => {
    expect(unrefreshedSince([query({ fetchStatus: 'paused', dataUpdatedAt: LOADED + 1 })], LOADED)).toBeUndefined();
    expect(unrefreshedSince([query({ fetchStatus: 'fetching' })], LOADED)).toBeUndefined();
    expect(unrefreshedSince([query({ fetchStatus: 'idle' })], LOADED)).toBeUndefined();
    expect(unrefreshedSince([query({ fetchStatus: 'paused' }, false)], LOADED)).toBeUndefined();
    expect(
      unrefreshedSince([query({ fetchStatus: 'paused', data: undefined, dataUpdatedAt: 0 })], LOADED),
    ).toBeUndefined();
  });
});
