// The page's long tasks in a Lighthouse trace, the way Lantern (Lighthouse's simulation) weighs
// them: it keeps each main-thread task of 10 ms or more as observed (at 1x) and multiplies it by
// the CPU slowdown, so under the slowdowns used here every such task adds its part over 50 ms to
// TBT, and a task under 10 ms usually adds nothing. Each task is named by what ran in it and, where
// the trace carries CPU samples (trace category disabled-by-default-v8.cpu_profiler), by where its
// samples fell.

/** Trace events that say what a task ran, in the order they are looked for. */
const WORK = [
  'v8.evaluateModule',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'EventDispatch',
  'FunctionCall',
  'RunMicrotasks',
  'ParseHTML',
  'v8.compileModule',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'Commit',
];
const HEAVY = ['Layout', 'UpdateLayoutTree', 'Paint', 'Commit', 'MinorGC', 'MajorGC'];

/** The main thread's CPU samples of the page's process: [time µs, frame], in time order. */
function samplesOf(events, pid, tid) {
  const starts = new Map();
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid) starts.set(e.id, e.args.data.startTime);
  const nodes = new Map();
  const samples = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !starts.has(e.id)) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    let at = starts.get(e.id);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      at += timeDeltas[i] ?? 0;
      samples.push([at, id]);
    });
    starts.set(e.id, at);
  }
  return samples.map(([at, id]) => [at, nodes.get(id)?.callFrame]).filter(([, frame]) => frame);
}

/** The main thread's complete events of the page at `origin`, and when its first contentful paint was. */
function pageMainThread(events, origin) {
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(origin))
    .at(-1);
  if (!navigation) return undefined;
  const { pid, tid } = navigation;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts > navigation.ts);
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  return { main, navigatedAt: navigation.ts, paintedAt: fcp?.ts ?? navigation.ts, pid, tid };
}

/**
 * The CPU time (ms) of the page's main-thread tasks after its first contentful paint: the work a
 * change adds or removes. A busy host stretches a task's wall time, which TBT is made of (on 2 cores
 * a task's wall time read 2 to 2.5 times its CPU time), but not its thread time (`tdur`).
 */
export function cpuAfterFirstPaint(events, origin) {
  const page = pageMainThread(events, origin);
  if (!page) return undefined;
  const tasks = page.main.filter((e) => e.name === 'RunTask' && e.ts >= page.paintedAt);
  return tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
}

/**
 * The tasks of `minMs` or more after the first contentful paint, on the main thread of the page at
 * `origin`: start and length in ms, what ran, and their samples by `placeOf(callFrame)`.
 */
export function longTasks(events, { origin, minMs = 9, placeOf = (frame) => frame.url || `(${frame.functionName})` }) {
  const page = pageMainThread(events, origin);
  if (!page) return undefined;
  const { main, navigatedAt, paintedAt, pid, tid } = page;
  const samples = samplesOf(events, pid, tid);
  return main
    .filter((e) => e.name === 'RunTask' && e.ts >= paintedAt && e.dur >= minMs * 1000)
    .map((task) => {
      const end = task.ts + task.dur;
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
      const work = WORK.map((name) => inside.find((e) => e.name === name && e.dur >= 1000)).find(Boolean);
      const heavy = [...new Set(inside.filter((e) => HEAVY.includes(e.name) && e.dur >= 1500).map((e) => e.name))];
      const places = new Map();
      for (const [at, frame] of samples) {
        if (at < task.ts || at > end) continue;
        const place = placeOf(frame);
        places.set(place, (places.get(place) ?? 0) + 1);
      }
      return {
        atMs: (task.ts - navigatedAt) / 1000,
        ms: task.dur / 1000,
        kind: [work?.name ?? '(no recorded work)', ...heavy.filter((name) => name !== work?.name)].join(' + '),
        places: [...places].sort((a, b) => b[1] - a[1]),
      };
    });
}
