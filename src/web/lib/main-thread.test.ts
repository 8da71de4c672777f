import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './main-thread.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
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
