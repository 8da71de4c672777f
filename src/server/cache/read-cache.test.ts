import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readCacheLookups } from '../metrics/registry.ts';
import { bumpOnWrite, readCache, writeGeneration } from './read-cache.ts';

function setup(maxEntries = 3, ttlMs = 1000) {
  let clock = 0;
  const generation = writeGeneration();
  const cache = readCache<{ n: number }>({ name: 'test', generation, maxEntries, ttlMs, monotonicNow: () => clock });
  let loads = 0;
  const load = (n: number) => async () => {
    loads += 1;
    return { n };
  };
  return {
    cache,
    generation,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('readCache', () => {
  it('counts each read in the metrics as a hit or a miss, under its name', async () => {
    const cache = readCache<{ n: number }>({ name: 'counted', generation: writeGeneration(), maxEntries: 10 });
    const counted = async (result: string) =>
      (await readCacheLookups.get()).values.find((v) => v.labels.cache === 'counted' && v.labels.result === result)
        ?.value ?? 0;
    await cache.read('a', async () => ({ n: 1 }));
    await cache.read('a', async () => ({ n: 2 }));
    await cache.read('b', async () => null);
    expect(await counted('miss')).toBe(2);
    expect(await counted('hit')).toBe(1);
  });

  it('answers a kept value until the TTL has passed, then reads again', async () => {
    const s = setup();
    expect(await s.cache.read('a', s.load(1))).toEqual({ n: 1 });
    s.advance(999);
    expect(await s.cache.read('a', s.load(2))).toEqual({ n: 1 });
    s.advance(1);
    expect(await s.cache.read('a', s.load(3))).toEqual({ n: 3 });
    expect(s.loads()).toBe(2);
  });

  it('drops every entry when the write generation moves', async () => {
    const s = setup();
    await s.cache.read('a', s.load(1));
    await s.cache.read('b', s.load(1));
    s.generation.bump();
    expect(await s.cache.read('a', s.load(2))).toEqual({ n: 2 });
    expect(await s.cache.read('b', s.load(2))).toEqual({ n: 2 });
  });

  it('does not keep a value whose read started before a write', async () => {
    const s = setup();
    let release: (value: { n: number }) => void = () => {};
    const slow = s.cache.read('a', () => new Promise((resolve) => (release = resolve)));
    s.generation.bump(); // a write starts (and ends) while the read runs
    release({ n: 1 });
    expect(await slow).toEqual({ n: 1 });
    expect(await s.cache.read('a', s.load(2))).toEqual({ n: 2 });
  });

  it('shares one load between requests that miss together, but not across a write', async () => {
    const s = setup();
    const [first, second] = await Promise.all([s.cache.read('a', s.load(1)), s.cache.read('a', s.load(2))]);
    expect([first, second]).toEqual([{ n: 1 }, { n: 1 }]);
    expect(s.loads()).toBe(1);
    s.generation.bump();
    let release: (value: { n: number }) => void = () => {};
    const before = s.cache.read('b', () => new Promise((resolve) => (release = resolve)));
    s.generation.bump();
    const after = s.cache.read('b', s.load(3));
    release({ n: 0 });
    expect(await before).toEqual({ n: 0 });
    expect(await after).toEqual({ n: 3 });
  });

  it('never keeps null, and keeps no failure', async () => {
    const s = setup();
    expect(await s.cache.read('a', async () => null)).toBeNull();
    expect(await s.cache.read('a', s.load(1))).toEqual({ n: 1 });
    await expect(s.cache.read('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await s.cache.read('b', s.load(2))).toEqual({ n: 2 });
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const s = setup(2);
    await s.cache.read('a', s.load(1));
    await s.cache.read('b', s.load(1));
    await s.cache.read('a', s.load(9)); // a is now the most recently used
    await s.cache.read('c', s.load(1));
    expect(s.cache.size).toBe(2);
    expect(await s.cache.read('a', s.load(2))).toEqual({ n: 1 });
    expect(await s.cache.read('b', s.load(2))).toEqual({ n: 2 });
  });
});

describe('bumpOnWrite', () => {
  const app = (generation: ReturnType<typeof writeGeneration>, seen: number[]) => {
    const hono = new Hono();
    hono.use('*', bumpOnWrite(generation));
    hono.on(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'], '/', (c) => {
      seen.push(generation.current);
      return c.text('ok');
    });
    hono.post('/boom', () => {
      throw new Error('boom');
    });
    return hono;
  };

  it('moves the generation before and after each request that may write, never for a read', async () => {
    const generation = writeGeneration();
    const seen: number[] = [];
    const hono = app(generation, seen);
    for (const method of ['GET', 'HEAD', 'OPTIONS']) await hono.request('/', { method });
    expect(generation.current).toBe(0);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) await hono.request('/', { method });
    expect(seen).toEqual([0, 0, 0, 1, 3, 5, 7]);
    expect(generation.current).toBe(8);
  });

  it('moves it after a write that failed too', async () => {
    const generation = writeGeneration();
    expect((await app(generation, []).request('/boom', { method: 'POST' })).status).toBe(500);
    expect(generation.current).toBe(2);
  });
});
