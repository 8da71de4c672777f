// The CPU slowdown of the Lighthouse and offline-start benchmarks. Lighthouse's mobile preset slows
// the CPU 4x whatever the host, so the same 4x stands for a slower phone on a slower host: a
// host's Lighthouse CPU index varies from day to day, and the budgets must hold on the slowest host
// of its kind seen (index 1,800). BENCH_CPU_INDEX=1800 asks for that host:
// the slowdown is 4 x this host's index (read by one Lighthouse run first) / 1,800, as Lighthouse
// itself calibrates its multiplier. BENCH_CPU_SLOWDOWN sets a slowdown outright.
export const PRESET_SLOWDOWN = 4;

/** Lighthouse performance: 100 at the preset's 4x, at least 98 when a run stands for the slowest host. */
export const performanceBudgetFor = (env = process.env) => (env.BENCH_CPU_INDEX || env.BENCH_CPU_SLOWDOWN ? 98 : 100);

/** The slowdown that makes a host of `hostIndex` stand for one of `targetIndex`, to a tenth. */
export const slowdownFor = (hostIndex, targetIndex) =>
  Math.round((10 * PRESET_SLOWDOWN * hostIndex) / targetIndex) / 10;

/**
 * The slowdown the environment asks for; `measureIndex` (this host's Lighthouse CPU index) is
 * called only when BENCH_CPU_INDEX names a host to stand for.
 */
export async function chooseSlowdown(measureIndex, env = process.env, log = console.log) {
  if (env.BENCH_CPU_SLOWDOWN) return Number(env.BENCH_CPU_SLOWDOWN);
  const target = Number(env.BENCH_CPU_INDEX);
  if (!target) return PRESET_SLOWDOWN;
  const index = await measureIndex();
  const slowdown = slowdownFor(index, target);
  log(`CPU slowdown ${slowdown}x: 4 x this host's Lighthouse CPU index (${Math.round(index)}) / ${target}`);
  return slowdown;
}
