import { describe, expect, it } from 'vitest';
import type { NotReadyReason } from '../../shared/contract/health.ts';
import { createReadiness } from './readiness.ts';

function countingProbe(answer: () => Promise<NotReadyReason | null>) {
  const probe = Object.assign(
    () => {
      probe.calls += 1;
      return answer();
    },
    { calls: 0 },
  );
  return probe;
}

describe('readiness', () => {
  it('asks the database at most once a second, however many ask at once', async () => {
    let now = 0;
    const probe = countingProbe(async () => null);
    const readiness = createReadiness(probe, { now: () => now });
    const answers = await Promise.all(Array.from({ length: 50 }, () => readiness.check()));
    expect(answers.every((answer) => answer === null)).toBe(true);
    now = 999;
    await readiness.check();
    expect(probe.calls).toBe(1);
    now = 1000;
    await readiness.check();
    expect(probe.calls).toBe(2);
  });

  it('keeps a failure for a second too, and answers ready again after', async () => {
    let now = 0;
    let reason: NotReadyReason | null = 'migrations_pending';
    const readiness = createReadiness(
      countingProbe(async () => reason),
      { now: () => now },
    );
    expect(await readiness.check()).toBe('migrations_pending');
    reason = null;
    expect(await readiness.check()).toBe('migrations_pending');
    now = 1500;
    expect(await readiness.check()).toBeNull();
  });

  it('calls a database that fails or does not answer in time unreachable', async () => {
    const failing = createReadiness(async () => {
      throw new Error('connection refused');
    });
    expect(await failing.check()).toBe('database_unreachable');
    const hanging = createReadiness(() => new Promise(() => {}), { timeoutMs: 20 });
    expect(await hanging.check()).toBe('database_unreachable');
  });

  it('answers shutting_down from the moment it drains, without asking the database', async () => {
    const probe = countingProbe(async () => null);
    const readiness = createReadiness(probe);
    const before = readiness.check();
    readiness.drain();
    expect(await before).toBe('shutting_down');
    expect(await readiness.check()).toBe('shutting_down');
    expect(readiness.draining).toBe(true);
    expect(probe.calls).toBe(1);
  });
});
