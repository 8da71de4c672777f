// `npm run bench`: the performance budgets (docs/benchmarks.md), measured one after the other
// (each also runs alone: `node bench/<name>.mjs`), printed, and written to bench/results.json with
// the date, the commit and the machine. Not part of `npm test` or CI: the figures depend on the
// machine and on what else runs on it, so they are reported, never asserted.
// `node scripts/bench.mjs bundle api` runs only the named ones (bundle, api, render, lighthouse, offline); the
// others keep their previous entry in results.json.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiLoad } from '../bench/api-load.mjs';
import { runBundleSize } from '../bench/bundle-size.mjs';
import { runLighthouse } from '../bench/lighthouse.mjs';
import { markdownSummary } from '../bench/lib/summary.mjs';
import { runOfflineStart } from '../bench/offline-start.mjs';
import { runServerRender } from '../bench/server-render.mjs';
import { root } from './lib/ensure-build.mjs';

const benches = {
  bundle: runBundleSize,
  api: runApiLoad,
  render: runServerRender,
  lighthouse: runLighthouse,
  offline: runOfflineStart,
};
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? wanted : Object.keys(benches);

const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
};

function machine() {
  const cpus = os.cpus();
  return {
    note: `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, shared with other work`,
    cores: cpus.length,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

const resultsFile = path.join(root, 'bench', 'results.json');
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
const commit = git('rev-parse', 'HEAD');
// Other work in the tree is measured too (the build includes it): say so beside the commit.
const dirty = Boolean(git('status', '--porcelain', '--', 'src', 'index.html', 'public', 'vite.config.ts'));
const results = { ...previous, machine: machine(), benchmarks: { ...(previous.benchmarks ?? {}) } };

for (const name of selected) {
  const loadAverage = os.loadavg().map((n) => Number(n.toFixed(2)));
  console.log(`\n=== ${name} (load average ${loadAverage.join(' ')}) ===`);
  const startedAt = new Date();
  const figures = await benches[name]();
  results.benchmarks[name] = {
    date: startedAt.toISOString(),
    commit,
    uncommittedSourceChanges: dirty,
    loadAverageBefore: loadAverage,
    seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    ...figures,
  };
  // Written after each one, so a later failure keeps the figures already measured.
  writeFileSync(resultsFile, `${JSON.stringify({ ...results, date: new Date().toISOString(), commit }, null, 2)}\n`);
  // In Biome's layout, so `npm run lint` (which checks bench/) stays clean after a run.
  spawnSync(path.join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', resultsFile], { stdio: 'ignore' });
}

// The budgets beside the latest figures.
console.log(`\n${markdownSummary(results.benchmarks)}`);

console.log(
  `\nFigures written to ${path.relative(root, resultsFile)} (commit ${commit?.slice(0, 7) ?? 'unknown'}${dirty ? ', with uncommitted source changes' : ''}).`,
);
