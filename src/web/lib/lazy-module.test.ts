import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module.ts';

describe('lazyModule', () => {
  it('fetches once, shares the fetch under way, and holds the module once it arrived', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const lazy = lazyModule(importer);
    expect(lazy.current()).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.current()).toBe(first);
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 });
    const lazy = lazyModule(importer);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.current()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
