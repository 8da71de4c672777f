import { describe, expect, it } from 'vitest';
import { throttledUpdateCheck, UPDATE_CHECK_MIN_GAP_MS } from './update-checks.ts';

function setup() {
  const env = { time: 1_000_000, visible: true, online: true };
  let checks = 0;
  const trigger = throttledUpdateCheck(() => checks++, {
    now: () => env.time,
    isVisible: () => env.visible,
    isOnline: () => env.online,
  });
  return { env, trigger, checks: () => checks };
}

describe('update checks', () => {
  it('checks on the first trigger, then at most once a minute unless forced (hourly, back online)', () => {
    const { env, trigger, checks } = setup();
    trigger();
    trigger();
    expect(checks()).toBe(1);
    env.time += UPDATE_CHECK_MIN_GAP_MS - 1;
    trigger();
    expect(checks()).toBe(1);
    trigger(true);
    expect(checks()).toBe(2);
    env.time += UPDATE_CHECK_MIN_GAP_MS;
    trigger();
    expect(checks()).toBe(3);
  });

  it('never checks while hidden or offline', () => {
    const { env, trigger, checks } = setup();
    env.visible = false;
    trigger(true);
    env.visible = true;
    env.online = false;
    trigger(true);
    expect(checks()).toBe(0);
    env.online = true;
    trigger();
    expect(checks()).toBe(1);
  });
});
