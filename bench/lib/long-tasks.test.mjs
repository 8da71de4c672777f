import { describe, expect, it } from 'vitest';
import { cpuAfterFirstPaint, longTasks } from './long-tasks.mjs';

const origin = 'http://localhost:4000';
const page = { pid: 7, tid: 1 };
const task = (ts, dur, ...inside) => [
  { ...page, ph: 'X', name: 'RunTask', ts, dur },
  ...inside.map(([name, at, length]) => ({ ...page, ph: 'X', name, ts: ts + at, dur: length })),
];
const frame = (url, functionName = '') => ({ url, functionName, lineNumber: 0, columnNumber: 0 });

const trace = [
  { ...page, ph: 'R', name: 'navigationStart', ts: 1_000_000, args: { data: { documentLoaderURL: `${origin}/` } } },
  { ...page, ph: 'R', name: 'firstContentfulPaint', ts: 1_100_000 },
  ...task(1_050_000, 30_000, ['ParseHTML', 0, 29_000]), // before the first paint: not TBT's
  ...task(1_200_000, 14_000, ['TimerFire', 0, 13_000], ['Layout', 9_000, 3_000]),
  ...task(1_300_000, 6_000, ['FunctionCall', 0, 5_000]), // short: Lantern drops it
  ...task(1_400_000, 11_000), // nothing recorded in it: the host's scheduler
  { ...page, ph: 'X', name: 'RunTask', ts: 1_500_000, dur: 20_000, pid: 8 }, // another process
  { ...page, ph: 'P', name: 'Profile', id: '0x1', args: { data: { startTime: 1_200_000 } } },
  {
    pid: 7,
    tid: 2,
    ph: 'P',
    name: 'ProfileChunk',
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame(`${origin}/assets/index-abc.js`, 'createRouter') },
            { id: 2, callFrame: frame('', '(garbage collector)') },
          ],
          samples: [1, 1, 2, 1],
        },
        timeDeltas: [1_000, 1_000, 1_000, 50_000], // the last falls outside every long task
      },
    },
  },
];

describe('the long tasks of a Lighthouse trace', () => {
  const tasks = longTasks(trace, { origin });

  it('lists the tasks of 9 ms or more after the first contentful paint, on the page’s main thread', () => {
    expect(tasks?.map((t) => [t.atMs, t.ms])).toEqual([
      [200, 14],
      [400, 11],
    ]);
  });

  it('names each by what ran in it, and by what was heavy in it', () => {
    expect(tasks?.map((t) => t.kind)).toEqual(['TimerFire + Layout', '(no recorded work)']);
  });

  it('counts the samples that fell in each task, by place', () => {
    expect(tasks?.[0]?.places).toEqual([
      [`${origin}/assets/index-abc.js`, 2],
      ['((garbage collector))', 1],
    ]);
    expect(tasks?.[1]?.places).toEqual([]);
  });

  it('says nothing of a trace without the page’s navigation (Lighthouse’s NO_NAVSTART)', () => {
    expect(longTasks(trace.slice(1), { origin })).toBeUndefined();
  });
});

describe('the CPU time of the page after its first paint', () => {
  it("adds the thread time of the page's main-thread tasks after the first contentful paint", () => {
    const withCpu = [
      ...trace.slice(0, 2),
      { ...page, ph: 'X', name: 'RunTask', ts: 1_050_000, dur: 30_000, tdur: 20_000 }, // before the paint
      { ...page, ph: 'X', name: 'RunTask', ts: 1_200_000, dur: 14_000, tdur: 6_000 },
      { ...page, ph: 'X', name: 'RunTask', ts: 1_300_000, dur: 6_000, tdur: 2_500 },
      { ...page, ph: 'X', name: 'RunTask', ts: 1_400_000, dur: 9_000, tdur: 4_000, pid: 8 }, // another process
    ];
    expect(cpuAfterFirstPaint(withCpu, origin)).toBe(8.5);
    expect(cpuAfterFirstPaint(withCpu, 'http://localhost:5000')).toBeUndefined();
  });
});
