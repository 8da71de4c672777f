import { describe, expect, it } from 'vitest';
import {
  IDLE_SIGN_OUT_MS,
  IDLE_WARNING_MS,
  idleStage,
  KEEP_ALIVE_EVERY_MS,
  keepAliveAt,
  untilNextStage,
} from './idle-rules.ts';

const MINUTE = 60 * 1000;

describe('idle stages of a shared device session', () => {
  it('warns at 14 minutes without activity and signs out at 15', () => {
    expect(IDLE_WARNING_MS).toBe(14 * MINUTE);
    expect(IDLE_SIGN_OUT_MS).toBe(15 * MINUTE);
    expect(idleStage(0, 14 * MINUTE - 1)).toBe('active');
    expect(idleStage(0, 14 * MINUTE)).toBe('warning');
    expect(idleStage(0, 15 * MINUTE - 1)).toBe('warning');
    expect(idleStage(0, 15 * MINUTE)).toBe('signed-out');
  });

  it('signs out at once when the device slept through both deadlines', () => {
    expect(idleStage(0, 3 * 60 * MINUTE)).toBe('signed-out');
    expect(untilNextStage(0, 3 * 60 * MINUTE)).toBe(0);
  });

  it('counts from the last activity', () => {
    expect(idleStage(10 * MINUTE, 20 * MINUTE)).toBe('active');
    expect(untilNextStage(10 * MINUTE, 20 * MINUTE)).toBe(4 * MINUTE);
    expect(untilNextStage(10 * MINUTE, 24 * MINUTE + 30_000)).toBe(30_000);
  });
});

describe('keep-alive throttling', () => {
  it('tells the server at once about the first activity', () => {
    expect(keepAliveAt(undefined, 5000)).toBe(5000);
  });

  it('tells it at most once a minute, and after the last activity', () => {
    expect(keepAliveAt(0, 10_000)).toBe(KEEP_ALIVE_EVERY_MS);
    expect(keepAliveAt(0, 90_000)).toBe(90_000);
  });

  it('stays quiet when nothing happened since the last keep-alive', () => {
    expect(keepAliveAt(60_000, 60_000)).toBeNull();
    expect(keepAliveAt(60_000, 30_000)).toBeNull();
  });
});
