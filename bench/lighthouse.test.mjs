import { describe, expect, it } from 'vitest';
import { againOnTraceFault } from './lighthouse.mjs';

const NO_NAVSTART =
  'Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)';
const NO_FCP = 'The page did not paint any content. (NO_FCP)';

/** A run function answering the given runs in turn, and how often it was called. */
function runsOf(...runs) {
  let calls = 0;
  const runOnce = async () => runs[Math.min(calls++, runs.length - 1)];
  return { runOnce, calls: () => calls };
}

describe('a Lighthouse run whose trace was not recorded', () => {
  it('is run again, and the figures of the run that worked are kept', async () => {
    const said = [];
    const { runOnce, calls } = runsOf(
      { runtimeError: NO_NAVSTART },
      { runtimeError: undefined, scores: { performance: 99 } },
    );
    const run = await againOnTraceFault(runOnce, '/ run 2/5', (line) => said.push(line));
    expect(run.scores.performance).toBe(99);
    expect(calls()).toBe(2);
    expect(said).toEqual([`  / run 2/5: ${NO_NAVSTART} Run again (1/2).`]);
  });

  it('is run again twice at most, and a page that keeps failing shows its error', async () => {
    const { runOnce, calls } = runsOf({ runtimeError: NO_NAVSTART });
    const run = await againOnTraceFault(runOnce, '/ run 1/5', () => {});
    expect(run.runtimeError).toBe(NO_NAVSTART);
    expect(calls()).toBe(3);
  });

  it('a fault of the page itself is never run again', async () => {
    const { runOnce, calls } = runsOf({ runtimeError: NO_FCP }, { runtimeError: undefined });
    const run = await againOnTraceFault(runOnce, '/login run 1/5', () => {});
    expect(run.runtimeError).toBe(NO_FCP);
    expect(calls()).toBe(1);
  });
});
