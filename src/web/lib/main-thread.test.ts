import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, yieldToMain } from './main-thread.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToMain (start-up work cut into tasks)', () => {
  it('resolves in a later task, after work already queued, where the browser has no scheduler.yield', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    queueMicrotask(() => order.push('microtask'));
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle (work that waits for an idle browser)', () => {
  it('asks requestIdleCallback, with a deadline', () => {
    const requestIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const work = vi.fn();
    whenIdle(work, 1_500);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_500 });
    expect(work).not.toHaveBeenCalled();
    requestIdle.mock.calls[0]?.[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer without requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
