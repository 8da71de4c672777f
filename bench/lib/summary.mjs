// One row per performance budget: the budget, the measured figure, met or not. Printed by
// `npm run bench` as a Markdown table (docs/benchmarks.md lists the budgets).

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (row) => `${row.met ? 'met' : '**not met**'}${row.note ? ` (${row.note})` : ''}`;
const ms = (value) => (value === null ? '-' : value >= 100 ? Math.round(value) : value);

function bundleRows(bundle) {
  if (!bundle) return [];
  const { login, signIn, dashboard, libraryChunksInBuild } = bundle;
  const libraryText = Object.entries(libraryChunksInBuild).map(([name, chunks]) => {
    const loadedIn = [
      ['/login', login],
      ['sign-in', signIn],
      ['dashboard', dashboard],
    ]
      .filter(([, phase]) => phase.libraries[name].loaded)
      .map(([label]) => label);
    const built = chunks.length
      ? `own chunk, ${chunks.map((c) => kb(c.gzipBytes)).join(' + ')} gzip`
      : 'not in the build yet';
    return {
      name,
      loaded: loadedIn.length > 0,
      text: `${name}: ${loadedIn.length ? `LOADED on ${loadedIn.join(', ')}` : 'not loaded'} (${built})`,
    };
  });
  return [
    {
      budget: `JS for the sign-in route ≤ ${kb(bundle.budgets.jsGzipBytes)} gzip`,
      figure: `${kb(login.js.gzipBytes)} (${login.js.files} files)`,
      met: login.js.gzipBytes <= bundle.budgets.jsGzipBytes,
    },
    {
      budget: 'CSS ≤ 15 KB gzip',
      figure: `${kb(login.css.gzipBytes)} (${login.css.files} file)`,
      met: login.css.gzipBytes <= bundle.budgets.cssGzipBytes,
    },
    {
      budget: 'pdf-lib and Stripe load only when used',
      figure: `on /login, while signing in and on the dashboard: ${libraryText.map((l) => l.text).join('; ')}`,
      met: libraryText.every((l) => !l.loaded),
      // A library nothing imports yet cannot be loaded too early: say that it was not checked.
      note: libraryText
        .filter((l) => !(libraryChunksInBuild[l.name] ?? []).length)
        .map((l) => `${l.name} not checked: not in the build yet`)
        .join('; '),
    },
  ];
}

function lighthouseRows(lighthouse) {
  if (!lighthouse) return [];
  return lighthouse.pages.map((page) => {
    const m = page.median;
    const performanceBudget = page.performanceBudget ?? 100;
    return {
      budget: `Lighthouse mobile ${page.page}: performance ${performanceBudget}, accessibility and best practices 100 (median of ${page.runs})`,
      figure: `${m.performance} / ${m.accessibility} / ${m.bestPractices} (LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${Number(m.cls.toFixed(3))})`,
      met: m.performance >= performanceBudget && m.accessibility === 100 && m.bestPractices === 100,
    };
  });
}

function offlineRows(offline) {
  if (!offline) return [];
  return offline.pages.map((page) => {
    const failed = page.failedStarts ? `, ${page.failedStarts}/${page.runs.length} starts failed` : '';
    const range = page.rangeMs ? `, ${page.rangeMs.join(' to ')} ms` : '';
    return {
      budget: `Offline warm start: ${page.page} content < ${offline.budgetMs} ms at ${offline.cpuSlowdown}x CPU slowdown`,
      figure:
        `${page.medianCardPaintedMs ?? '-'} ms median of ${page.runs.length}${range}${failed} (first paint ${page.medianFcpMs} ms;` +
        ` cache restore: waited ${page.restoreMs?.wait} ms, parse ${page.restoreMs?.parse} ms, hydrate ${page.restoreMs?.hydrate} ms,` +
        ` ${Math.round((page.persistedCharacters ?? 0) / 1000)} KB of JSON)`,
      met: page.failedStarts === 0 && page.medianCardPaintedMs !== null && page.medianCardPaintedMs < offline.budgetMs,
      note: offline.standsForSlowestHost ? undefined : 'the budget holds at BENCH_CPU_INDEX=1800',
    };
  });
}

function apiRows(api) {
  if (!api) return [];
  return api.runs.map((run) => {
    return {
      budget: `API booking read p99 < ${api.budgetP99Ms} ms at ${run.targetRate} req/s (${run.engine})`,
      figure:
        `even open loop: p99 ${ms(run.latencyMs.p99)} ms, p50 ${ms(run.latencyMs.p50)} ms; achieved ${run.achievedRate} req/s, ${run.errors} errors;` +
        (run.bursts ? ` autocannon's per-second bursts: p99 ${ms(run.bursts.latencyMs.p99)} ms;` : '') +
        ` capacity ${run.capacity.throughput} req/s; at ${run.lightLoad.targetRate} req/s p50 ${ms(run.lightLoad.latencyMs.p50)} ms,` +
        ` p99 ${ms(run.lightLoad.latencyMs.p99)} ms${run.note ? ` (${run.note})` : ''}`,
      met: run.errors === 0 && run.latencyMs.p99 !== null && run.latencyMs.p99 < api.budgetP99Ms,
    };
  });
}

/** @param {Record<string, any>} benchmarks the `benchmarks` of bench/results.json */
export function summaryRows(benchmarks) {
  return [
    ...bundleRows(benchmarks.bundle),
    ...lighthouseRows(benchmarks.lighthouse),
    ...offlineRows(benchmarks.offline),
    ...apiRows(benchmarks.api),
  ];
}

export function markdownSummary(benchmarks) {
  const lines = ['| Budget | Measured | Verdict |', '| --- | --- | --- |'];
  for (const row of summaryRows(benchmarks)) lines.push(`| ${row.budget} | ${row.figure} | ${verdict(row)} |`);
  return lines.join('\n');
}
