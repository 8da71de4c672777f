import { describe, expect, it } from 'vitest';
import { createHashLanes, createHashQueue, HashQueueFullError } from './hash-queue.ts';

/** A task that finishes when told to. */
function controlled() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done, finish };
}

describe('the password hash queue', () => {
  it('never runs more than its bound at once, and runs the waiting in order', async () => {
    const queue = createHashQueue({ concurrency: 2, maxQueued: 10 });
    const tasks = Array.from({ length: 5 }, controlled);
    const order: number[] = [];
    const runs = tasks.map((t, i) => queue.run(() => t.task().then(() => order.push(i))));
    expect(queue.stats()).toMatchObject({ running: 2, queued: 3 });
    for (const t of [tasks[1], tasks[0], tasks[2], tasks[3], tasks[4]]) {
      t?.finish();
      await Promise.resolve();
    }
    await Promise.all(runs);
    expect(queue.stats()).toEqual({ running: 0, queued: 0, peakRunning: 2 });
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(order.slice(2)).toEqual([2, 3, 4]);
  });

  it('refuses at once, with a wait in seconds, when the queue is full', async () => {
    const queue = createHashQueue({ concurrency: 1, maxQueued: 1 });
    const first = controlled();
    const second = controlled();
    const running = queue.run(first.task);
    const waiting = queue.run(second.task);
    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(HashQueueFullError);
    await refused.catch((error: HashQueueFullError) => expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1));
    first.finish();
    second.finish();
    await Promise.all([running, waiting]);
    expect(queue.stats().running).toBe(0);
  });
});

describe('hash queue lanes', () => {
  it("run a lane's task at once however full another lane is, and refuse only in the full lane", async () => {
    const lanes = createHashLanes({
      'sign-in': { concurrency: 1, maxQueued: 1 },
      'sign-up': { concurrency: 1, maxQueued: 1 },
    });
    const signUps = Array.from({ length: 2 }, controlled);
    const pending = signUps.map((t) => lanes.run('sign-up', t.task));
    await expect(lanes.run('sign-up', async () => 'never')).rejects.toBeInstanceOf(HashQueueFullError);
    expect(lanes.stats('sign-up')).toMatchObject({ running: 1, queued: 1 });

    // The sign-ups are all still unfinished: a sign-in that waited behind them would never end.
    await expect(lanes.run('sign-in', async () => 'signed in')).resolves.toBe('signed in');
    const signIns = Array.from({ length: 2 }, controlled);
    const inFlight = signIns.map((t) => lanes.run('sign-in', t.task));
    expect(lanes.stats('sign-in')).toMatchObject({ running: 1, queued: 1 });
    expect(lanes.stats('sign-up')).toMatchObject({ running: 1, queued: 1 });

    for (const t of [...signUps, ...signIns]) t.finish();
    await Promise.all([...pending, ...inFlight]);
    expect(lanes.stats('sign-up')).toMatchObject({ running: 0, queued: 0 });
    expect(lanes.stats('sign-in')).toMatchObject({ running: 0, queued: 0 });
  });
});
