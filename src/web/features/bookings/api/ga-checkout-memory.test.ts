import { describe, expect, it } from 'vitest';
import { checkoutSent, GA_CHECKOUT_STORAGE_KEY, rememberCheckout, sentCheckouts } from './ga-checkout-memory.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    raw: (key: string) => data.get(key),
  };
}

describe('ga_checkout memory', () => {
  it('knows nothing at first and remembers each booking once', () => {
    const store = memoryStore();
    expect(checkoutSent(store, 40001)).toBe(false);
    rememberCheckout(store, 40001);
    rememberCheckout(store, 40001);
    rememberCheckout(store, 40009);
    expect(checkoutSent(store, 40001)).toBe(true);
    expect(checkoutSent(store, 40002)).toBe(false);
    expect(store.raw(GA_CHECKOUT_STORAGE_KEY)).toBe('[40001,40009]');
  });

  it('treats an unreadable value as empty and ignores non-ids', () => {
    expect(sentCheckouts(memoryStore({ [GA_CHECKOUT_STORAGE_KEY]: '{not json' }))).toEqual([]);
    expect(sentCheckouts(memoryStore({ [GA_CHECKOUT_STORAGE_KEY]: '{"a":1}' }))).toEqual([]);
    expect(sentCheckouts(memoryStore({ [GA_CHECKOUT_STORAGE_KEY]: '[1,"x",2.5,3]' }))).toEqual([1, 3]);
  });

  it('survives a store that refuses writes', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberCheckout(store, 1)).not.toThrow();
  });
});
