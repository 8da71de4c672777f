import { describe, expect, it } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a periodic job', () => {
  it('stops only once the run under way has ended, and starts none after', async () => {
    let runs = 0;
    let began = () => {};
    let finish = () => {};
    const running = new Promise<void>((resolve) => {
      began = resolve;
    });
    const job = startPeriodicJob({
      name: 'test',
      intervalMs: 5,
      log: () => {},
      run: () => {
        runs += 1;
        began();
        return new Promise((done) => {
          finish = () => done(null);
        });
      },
    });
    await running;
    let stopped = false;
    const stop = job.stop().then(() => {
      stopped = true;
    });
    await tick(30);
    expect(stopped).toBe(false);
    finish();
    await stop;
    expect(stopped).toBe(true);
    await tick(30);
    expect(runs).toBe(1);
  });
});
