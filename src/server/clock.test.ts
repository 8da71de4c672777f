import { describe, expect, it } from 'vitest';
import { fixedClock, runningClock } from './clock.ts';

describe('server clocks', () => {
  it('a fixed clock stays where it is set', () => {
    const clock = fixedClock('2026-11-25T12:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-25T12:00:00.000Z');
    clock.set('2026-11-26T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('a running clock starts at its instant and then moves with real time', () => {
    let real = Date.parse('2026-11-25T23:50:00Z');
    const clock = runningClock('2026-11-25T12:00:00Z', () => real);
    expect(clock.now().toISOString()).toBe('2026-11-25T12:00:00.000Z');
    real += 20 * 60_000; // past midnight in real time
    expect(clock.now().toISOString()).toBe('2026-11-25T12:20:00.000Z');
  });

  it('refuses an instant that is not a date', () => {
    expect(() => runningClock('tomorrow')).toThrow('Invalid clock time: tomorrow');
  });
});
