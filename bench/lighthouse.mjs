// Lighthouse 12 (programmatic API, its default mobile preset: a Moto G Power-sized screen,
// simulated slow 4G and 4x CPU slowdown) on /login, the signed-in dashboard '/' and the booking
// page /bookings/40003, 5 runs each, medians of the performance, accessibility and best-practices
// scores and of LCP, TBT, CLS. Budget: performance 100 on each page at the preset's 4x, at least 98
// when the run stands for the slowest host (BENCH_CPU_INDEX), accessibility and best practices 100.
// Lighthouse clears the origin's storage (cookies included) before each run, so the dashboard
// and booking runs carry the session cookie as an extra header, obtained by signing in through the API.
//
//   node bench/lighthouse.mjs          (BENCH_LIGHTHOUSE_RUNS to change the 5, BENCH_LIGHTHOUSE_PAGES=dashboard,booking for some)
//   BENCH_CPU_INDEX=1800 node bench/lighthouse.mjs
//     simulates the CPU of a host of Lighthouse CPU index 1,800 (the slowest seen) rather than this
//     one's, at 4 x this host's index / 1,800 (bench/lib/cpu-slowdown.mjs); BENCH_CPU_SLOWDOWN=7.3
//     sets the slowdown outright.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { chooseSlowdown, performanceBudgetFor } from './lib/cpu-slowdown.mjs';
import { median } from './lib/median.mjs';
import { isMain, signInCookie, startBenchServer } from './lib/server.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
// The preset's 4x until settleSlowdown() has chosen (BENCH_CPU_SLOWDOWN, BENCH_CPU_INDEX).
let cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
};

/** The figures of one run, plus what kept a category below 100 (audit ids with their scores). */
export function figuresOf(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id]?.score === null ? null : Math.round(100 * lhr.categories[id].score),
    ]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, audit]) => [key, lhr.audits[audit]?.numericValue ?? null]),
  );
  const shortfalls = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
      // Outside performance, say what failed: the console error, the offending element.
      const items = id === 'performance' ? [] : (audit.details?.items ?? []);
      const what = items
        .slice(0, 2)
        .map((item) => String(item.description ?? item.node?.snippet ?? item.url ?? '').slice(0, 160))
        .filter(Boolean);
      shortfalls.push({ key: `${id}: ${ref.id}`, score: Math.round(100 * audit.score), what: what.join(' | ') });
    }
  }
  return {
    scores,
    metrics,
    shortfalls,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
    // Lighthouse's own CPU benchmark of this machine at the time (higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** One Lighthouse run with the bench's settings: its report and artifacts (the trace among them). */
export async function lighthouseRun(port, url, headers, { traceCategories } = {}) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    ...(headers ? { extraHeaders: headers } : {}),
    ...(traceCategories ? { additionalTraceCategories: traceCategories } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result;
}

/** This host's Lighthouse CPU index now (higher is faster), from one run of `url`. */
export async function hostCpuIndex(port, url) {
  return (await lighthouseRun(port, url)).lhr.environment.benchmarkIndex;
}

/** Chooses the runs' CPU slowdown (bench/lib/cpu-slowdown.mjs), a run of `url` measuring the host if need be. */
export async function settleSlowdown(port, url) {
  cpuSlowdown = await chooseSlowdown(() => hostCpuIndex(port, url));
  return cpuSlowdown;
}

export async function audit(port, url, headers) {
  return figuresOf((await lighthouseRun(port, url, headers)).lhr);
}

function summarise(page, runs) {
  /** @type {Map<string, { scores: number[], what: string }>} */
  const byAudit = new Map();
  for (const run of runs)
    for (const { key, score, what } of run.shortfalls) {
      const entry = byAudit.get(key) ?? { scores: [], what };
      entry.scores.push(score);
      byAudit.set(key, entry);
    }
  return {
    page,
    runs: runs.length,
    finalUrls: [...new Set(runs.map((r) => new URL(r.finalUrl).pathname))],
    median: {
      performance: median(runs.map((r) => r.scores.performance)),
      accessibility: median(runs.map((r) => r.scores.accessibility)),
      bestPractices: median(runs.map((r) => r.scores['best-practices'])),
      lcpMs: median(runs.map((r) => r.metrics.lcpMs)),
      tbtMs: median(runs.map((r) => r.metrics.tbtMs)),
      cls: median(runs.map((r) => r.metrics.cls)),
      fcpMs: median(runs.map((r) => r.metrics.fcpMs)),
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    },
    performanceScores: runs.map((r) => r.scores.performance),
    // Audits below 100: in how many runs, their median score there, and what failed (outside performance).
    shortfalls: [...byAudit]
      .sort((a, b) => b[1].scores.length - a[1].scores.length)
      .map(([audit, { scores, what }]) => ({ audit, runs: scores.length, medianScore: median(scores), what })),
    runtimeErrors: runs.map((r) => r.runtimeError).filter(Boolean),
  };
}

/** The Chromium that Lighthouse drives (a port to connect to; kill() when done). */
export const launchChromium = () =>
  chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'] });

/** The pages measured, with the headers each is asked with (the session cookie when signed in). */
export function benchPages(origin, cookie) {
  return [
    { key: 'login', page: '/login', url: `${origin}/login` },
    {
      key: 'dashboard',
      page: '/ (signed in)',
      url: `${origin}/`,
      headers: { Cookie: cookie },
    },
    {
      key: 'booking',
      page: '/bookings/40003 (signed in)',
      url: `${origin}/bookings/40003`,
      headers: { Cookie: cookie },
    },
  ];
}

/** BENCH_LIGHTHOUSE_PAGES=dashboard,booking measures only those (login, dashboard, booking). */
export function chosenPages(pages) {
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  return only ? pages.filter((p) => only.includes(p.key)) : pages;
}

// Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, "Please run Lighthouse
// again"): such a run has no figures, and a median of the rest would be of four. It is run again,
// twice at most, and said so; a page that keeps failing still shows its error. A fault of the page
// itself (NO_FCP, NO_LCP) is never run again.
const TRACE_FAULT = /\((NO_NAVSTART|NO_TRACING_STARTED)\)/;
export async function againOnTraceFault(runOnce, label, log = console.log) {
  let run = await runOnce();
  for (let again = 1; again <= 2 && TRACE_FAULT.test(run.runtimeError ?? ''); again += 1) {
    log(`  ${label}: ${run.runtimeError} Run again (${again}/2).`);
    run = await runOnce();
  }
  return run;
}

export async function runLighthouse() {
  const count = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const server = await startBenchServer({ name: 'bench-data-lighthouse' });
  const chrome = await launchChromium();
  try {
    await settleSlowdown(chrome.port, `${server.origin}/login`);
    const pages = benchPages(server.origin, await signInCookie(server.origin));
    const chosen = chosenPages(pages);
    const results = [];
    for (const { page, url, headers } of chosen) {
      const runs = [];
      for (let i = 1; i <= count; i += 1) {
        const run = await againOnTraceFault(() => audit(chrome.port, url, headers), `${page} run ${i}/${count}`);
        console.log(
          `  ${page} run ${i}/${count}: performance ${run.scores.performance}, accessibility ${run.scores.accessibility},` +
            ` best practices ${run.scores['best-practices']}, LCP ${Math.round(run.metrics.lcpMs ?? Number.NaN)} ms,` +
            ` TBT ${Math.round(run.metrics.tbtMs ?? Number.NaN)} ms, CPU index ${Math.round(run.benchmarkIndex ?? Number.NaN)}` +
            ` (landed on ${new URL(run.finalUrl).pathname})`,
        );
        runs.push(run);
      }
      results.push({ ...summarise(page, runs), performanceBudget: performanceBudgetFor() });
    }
    const result = {
      lighthouse: `12 (mobile preset, simulated throttling, CPU ${cpuSlowdown}x)`,
      cpuSlowdown,
      pages: results,
    };
    printLighthouse(result);
    return result;
  } finally {
    chrome.kill();
    await server.stop();
  }
}

export function printLighthouse(result) {
  console.log(`Lighthouse ${result.lighthouse}: medians of ${result.pages[0]?.runs ?? 0} runs`);
  console.table(
    result.pages.map((p) => ({
      page: p.page,
      performance: p.median.performance,
      accessibility: p.median.accessibility,
      'best practices': p.median.bestPractices,
      'LCP ms': Math.round(p.median.lcpMs ?? Number.NaN),
      'TBT ms': Math.round(p.median.tbtMs ?? Number.NaN),
      CLS: p.median.cls === null ? null : Number(p.median.cls.toFixed(3)),
      'FCP ms': Math.round(p.median.fcpMs ?? Number.NaN),
      'CPU index': p.median.benchmarkIndex,
      budget: `${p.performanceBudget}/100/100`,
      verdict:
        p.median.performance >= p.performanceBudget && p.median.accessibility === 100 && p.median.bestPractices === 100
          ? 'met'
          : 'NOT met',
    })),
  );
  for (const p of result.pages) {
    const shortfalls = p.shortfalls.map(
      (f) => `${f.audit} ${f.medianScore} in ${f.runs}/${p.runs} runs${f.what ? ` [${f.what}]` : ''}`,
    );
    if (shortfalls.length) console.log(`  ${p.page} audits below 100:\n    ${shortfalls.join('\n    ')}`);
    if (p.finalUrls.some((u) => u !== p.page.split(' ')[0]))
      console.log(`  ${p.page} landed on ${p.finalUrls.join(', ')}`);
    for (const error of p.runtimeErrors) console.log(`  ${p.page} runtime error: ${error}`);
  }
}

if (isMain(import.meta.url)) {
  runLighthouse().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
