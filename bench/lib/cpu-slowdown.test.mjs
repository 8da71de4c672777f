import { describe, expect, it } from 'vitest';
import { chooseSlowdown, performanceBudgetFor, slowdownFor } from './cpu-slowdown.mjs';

describe('the CPU slowdown of the benchmarks', () => {
  it('makes this host stand for the slower one named, as Lighthouse calibrates its multiplier', () => {
    expect(slowdownFor(3300, 1800)).toBe(7.3);
    expect(slowdownFor(2950, 1800)).toBe(6.6);
    expect(slowdownFor(1800, 1800)).toBe(4);
  });

  it("reads the host's index only when BENCH_CPU_INDEX asks for another host, and says what it chose", async () => {
    let measured = 0;
    const measure = async () => {
      measured += 1;
      return 3300;
    };
    const said = [];
    expect(await chooseSlowdown(measure, {}, (line) => said.push(line))).toBe(4);
    expect(await chooseSlowdown(measure, { BENCH_CPU_SLOWDOWN: '5' }, (line) => said.push(line))).toBe(5);
    expect(measured).toBe(0);
    expect(await chooseSlowdown(measure, { BENCH_CPU_INDEX: '1800' }, (line) => said.push(line))).toBe(7.3);
    expect(measured).toBe(1);
    expect(said).toEqual(["CPU slowdown 7.3x: 4 x this host's Lighthouse CPU index (3300) / 1800"]);
  });

  it('asks Lighthouse performance 100 at the preset 4x and at least 98 for the slowest host', () => {
    expect(performanceBudgetFor({})).toBe(100);
    expect(performanceBudgetFor({ BENCH_CPU_INDEX: '1800' })).toBe(98);
  });
});
