import { describe, expect, it } from 'vitest';
import { CRASH_WINDOW_MS, restartDelayMs } from './restart-delay.ts';

describe('restartDelayMs', () => {
  it('replaces a lone crash after a second', () => {
    expect(restartDelayMs([10_000], 10_000)).toBe(1_000);
  });

  it('doubles with each crash within the window, up to 30 s', () => {
    const crashes: number[] = [];
    const delays: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      crashes.push(i * 1_000);
      delays.push(restartDelayMs(crashes, i * 1_000));
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });

  it('forgets crashes older than the window', () => {
    const now = 5 * CRASH_WINDOW_MS;
    expect(restartDelayMs([0, 1_000, 2_000, now - CRASH_WINDOW_MS, now], now)).toBe(1_000);
    expect(restartDelayMs([now - CRASH_WINDOW_MS + 1, now], now)).toBe(2_000);
  });
});
