// Where a page's blocking time comes from, read from Lighthouse's own runs (the bench's settings):
// the tasks of 9 ms or more at 1x after the first paint (bench/lib/long-tasks.mjs says why those),
// each with what ran in it and where its CPU samples fell. Lighthouse's trace, not a test browser's:
// a Playwright page has a DevTools client that costs work Lighthouse's runs do not have (V8 collects
// source positions for each Error the page makes: React makes five while it is evaluated).
// Samples are named by source file and line after `npx vite build --sourcemap`, by file otherwise.
//
//   node bench/lighthouse-tasks.mjs   (BENCH_LIGHTHOUSE_RUNS, BENCH_LIGHTHOUSE_PAGES, BENCH_CPU_INDEX, BENCH_CPU_SLOWDOWN apply)
import { benchPages, chosenPages, figuresOf, launchChromium, lighthouseRun, settleSlowdown } from './lighthouse.mjs';
import { sourceKey, sourceMapOf } from './lib/cpu-profile.mjs';
import { longTasks } from './lib/long-tasks.mjs';
import { signInCookie, startBenchServer } from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const SAMPLES = 'disabled-by-default-v8.cpu_profiler';
const maps = new Map();

/** A sample's place: src/… and its line, or the package, or the script, or the native function. */
function placeOf({ url = '', lineNumber, columnNumber, functionName }) {
  const file = url.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return url.startsWith('http') ? file : `(${functionName})`;
  const position = sourceMapOf(maps, file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!position?.source) return file;
  const key = sourceKey(position.source);
  return key.startsWith('src/') ? `${key}:${position.line}` : key;
}

const server = await startBenchServer({ name: 'bench-data-lighthouse-tasks' });
const chrome = await launchChromium();
try {
  await settleSlowdown(chrome.port, `${server.origin}/login`);
  for (const { page, url, headers } of chosenPages(benchPages(server.origin, await signInCookie(server.origin)))) {
    console.log(`${page}:`);
    const byKind = new Map();
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouseRun(chrome.port, url, headers, { traceCategories: SAMPLES });
      const { scores, metrics } = figuresOf(result.lhr);
      const tasks = longTasks(result.artifacts.Trace.traceEvents, { origin: server.origin, placeOf });
      const lengths = tasks
        ? tasks.map((t) => t.ms.toFixed(1)).join(', ')
        : "the trace has no navigation (Lighthouse's NO_NAVSTART)";
      console.log(
        `  run ${run}/${RUNS}: performance ${scores.performance}, TBT ${Math.round(metrics.tbtMs ?? Number.NaN)} ms; tasks of 9 ms or more at 1x: ${lengths}`,
      );
      for (const task of tasks ?? []) {
        const places = task.places.slice(0, 5).map(([place, count]) => `${place} ${count}`);
        console.log(
          `    ${task.ms.toFixed(1)} ms at ${Math.round(task.atMs)} ms, ${task.kind}: ${places.join('; ') || 'no samples'}`,
        );
        byKind.set(task.kind, [...(byKind.get(task.kind) ?? []), task.ms]);
      }
    }
    console.log('  by what ran (lengths in ms at 1x, longest first):');
    for (const [kind, lengths] of [...byKind].sort((a, b) => b[1].length - a[1].length)) {
      console.log(
        `    ${(lengths.length / RUNS).toFixed(1)} a run: ${kind} (${lengths
          .sort((a, b) => b - a)
          .map((ms) => ms.toFixed(1))
          .join(', ')})`,
      );
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
