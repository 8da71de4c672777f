// Side by side: Lighthouse on this tree and on another commit, the runs alternating between the two
// servers on one host. From one run to the next the host's speed moves a figure by more than most
// changes do (a dashboard median of 94 one hour, 99 the next), so a change is judged against its
// base measured at the same time, each in turn. The other commit is checked out in a git worktree
// under .tmp/ (sharing this tree's node_modules), built there, and removed afterwards.
//
//   node bench/compare.mjs <commit>                 (4 runs each; BENCH_COMPARE_RUNS to change it)
//   BENCH_CPU_INDEX=1800 BENCH_LIGHTHOUSE_PAGES=dashboard,booking node bench/compare.mjs HEAD~3
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  againOnTraceFault,
  benchPages,
  chosenPages,
  figuresOf,
  launchChromium,
  lighthouseRun,
  settleSlowdown,
} from './lighthouse.mjs';
import { cpuAfterFirstPaint } from './lib/long-tasks.mjs';
import { median } from './lib/median.mjs';
import * as here from './lib/server.mjs';

const RUNS = Number(process.env.BENCH_COMPARE_RUNS ?? 4);

function checkOut(commit) {
  const dir = path.join(here.root, '.tmp', `compare-${commit.replace(/[^\w.-]/g, '_')}`);
  const git = (...args) => execFileSync('git', args, { cwd: here.root, stdio: 'pipe', encoding: 'utf8' });
  if (existsSync(dir)) git('worktree', 'remove', '--force', dir);
  git('worktree', 'add', '--detach', dir, commit);
  symlinkSync(path.join(here.root, 'node_modules'), path.join(dir, 'node_modules'));
  return {
    dir,
    remove: () => {
      git('worktree', 'remove', '--force', dir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const commit = process.argv[2];
  if (!commit) throw new Error('Usage: node bench/compare.mjs <commit>');
  const base = checkOut(commit);
  // The base's own server code and build, as that commit had them.
  const there = await import(pathToFileURL(path.join(base.dir, 'bench', 'lib', 'server.mjs')).href);
  const servers = [];
  const chrome = await launchChromium();
  try {
    for (const [label, lib, name] of [
      [commit, there, 'compare-base'],
      ['this tree', here, 'compare-this'],
    ]) {
      const server = await lib.startBenchServer({ name });
      servers.push({
        label,
        server,
        pages: chosenPages(benchPages(server.origin, await lib.signInCookie(server.origin))),
      });
    }
    await settleSlowdown(chrome.port, `${servers[0].server.origin}/login`);
    // With the page's main-thread CPU time after its first paint: what a change did to the work,
    // which the host's load moves far less than TBT (bench/lib/long-tasks.mjs).
    const measure = async (url, headers, origin) => {
      const { lhr, artifacts } = await lighthouseRun(chrome.port, url, headers);
      return { ...figuresOf(lhr), cpuMs: cpuAfterFirstPaint(artifacts.Trace.traceEvents, origin) };
    };
    /** @type {Map<string, { score: number, tbtMs: number, lcpMs: number, cpuMs: number }[]>} */
    const figures = new Map();
    for (let run = 0; run < RUNS; run += 1) {
      // Each pair in turn, the order swapped every run: neither side always goes first.
      const order = run % 2 ? [...servers].reverse() : servers;
      for (let page = 0; page < servers[0].pages.length; page += 1) {
        for (const { label, pages, server } of order) {
          const { url, headers, page: name } = pages[page];
          const result = await againOnTraceFault(
            () => measure(url, headers, server.origin),
            `run ${run + 1}/${RUNS} ${name} | ${label}`,
          );
          if (result.scores.performance === null) continue; // a trace that failed three times
          const key = `${name} | ${label}`;
          const list = figures.get(key) ?? [];
          const { scores, metrics, cpuMs } = result;
          list.push({
            score: scores.performance,
            tbtMs: metrics.tbtMs,
            lcpMs: metrics.lcpMs,
            cpuMs: cpuMs ?? Number.NaN,
          });
          figures.set(key, list);
          console.log(
            `  run ${run + 1}/${RUNS} ${key}: ${scores.performance}, TBT ${Math.round(metrics.tbtMs)} ms, main-thread CPU after the first paint ${Math.round(cpuMs ?? Number.NaN)} ms`,
          );
        }
      }
    }
    const range = (values) => `${Math.round(Math.min(...values))} to ${Math.round(Math.max(...values))}`;
    console.table(
      [...figures].map(([key, runs]) => ({
        'page | code': key,
        runs: runs.length,
        performance: median(runs.map((r) => r.score)),
        'performance range': range(runs.map((r) => r.score)),
        'TBT ms': Math.round(median(runs.map((r) => r.tbtMs))),
        'TBT range': range(runs.map((r) => r.tbtMs)),
        'LCP ms': Math.round(median(runs.map((r) => r.lcpMs))),
        'CPU ms': Math.round(median(runs.map((r) => r.cpuMs))),
        'CPU range': range(runs.map((r) => r.cpuMs)),
      })),
    );
  } finally {
    chrome.kill();
    for (const { server } of servers) await server.stop();
    base.remove();
  }
}

if (here.isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
