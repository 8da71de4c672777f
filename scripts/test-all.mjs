// `npm test`: every check, in order, stopping at the first failure:
// typecheck, lint (with the import directions), knip (unused files, exports and dependencies), unit,
// API on PGlite, API on PostgreSQL (when TEST_DATABASE_URL is set), build (web app and server), then
// e2e, beside it the build installed for production and started, and the byte budgets of the build.
// `node scripts/test-all.mjs unit api` runs only the named steps. The three static checks read
// the sources only and run at once, each on one core mostly; their output is printed as each ends.
// The production install and the byte budgets run beside the browser suite, which prints as it goes;
// they are printed when they end.
// Says which Node it runs on, first and in its summary.
// Ends with one plain line, `N passed, M failed`, summing the test counts the runners report.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from './lib/ensure-build.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Git keeps no empty folders, and Biome fails on a path that does not exist (bench/ on a fresh clone).
const lintPaths = [
  'src',
  'tests',
  'bench',
  'scripts',
  'examples',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
].filter((p) => existsSync(path.join(root, p)));
const { TEST_DATABASE_URL, ...envWithoutTestDb } = process.env;
// Runners colour their output only when we do; the counts are parsed from the text without colour.
const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'], together: 'static' },
  { name: 'lint', command: bin('biome'), args: ['check', ...lintPaths], together: 'static' },
  { name: 'knip', command: bin('knip'), args: ['--no-progress'], together: 'static' },
  { name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'], counts: vitestCounts },
  // The PGlite run must not see TEST_DATABASE_URL, or it would test PostgreSQL twice.
  {
    name: 'api',
    label: 'api (PGlite)',
    command: bin('vitest'),
    args: ['run', '--project', 'api'],
    env: envWithoutTestDb,
    counts: vitestCounts,
  },
  TEST_DATABASE_URL && {
    name: 'api-postgres',
    label: 'api (PostgreSQL)',
    command: bin('vitest'),
    args: ['run', '--project', 'api'],
    env: { ...envWithoutTestDb, TEST_DATABASE_URL },
    counts: vitestCounts,
  },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test'],
    counts: playwrightCounts,
    together: 'built',
    streams: true,
  },
  // The build installed without devDependencies, started in production and signed in to.
  {
    name: 'production',
    command: bin('vitest'),
    args: ['run', '--project', 'production'],
    counts: vitestCounts,
    together: 'built',
  },
  {
    name: 'budgets',
    command: process.execPath,
    args: [path.join(root, 'scripts', 'check-byte-budgets.mjs')],
    counts: plainCounts,
    together: 'built',
  },
].filter(Boolean);

const count = (text, pattern) => Number(text.match(pattern)?.[1] ?? 0);

// Vitest's summary: " Tests  2 failed | 40 passed (42)".
function vitestCounts(output) {
  const line = output.match(/^\s*Tests\s+(.+)$/m)?.[1];
  if (!line) return undefined;
  return { passed: count(line, /(\d+) passed/), failed: count(line, /(\d+) failed/) };
}

// The plain closing line of a script of ours: "3 passed, 1 failed".
function plainCounts(output) {
  const line = output.match(/^(\d+) passed, (\d+) failed$/m);
  return line ? { passed: Number(line[1]), failed: Number(line[2]) } : undefined;
}

// Playwright's list reporter ends with lines like "  12 passed (31.2s)", "  1 failed" (the suite
// runs without retries, so no test is ever "flaky": it passed or it failed).
function playwrightCounts(output) {
  const tail = output.slice(-4000);
  const passed = count(tail, /^\s*(\d+) passed/m);
  const failed = count(tail, /^\s*(\d+) failed/m);
  return passed || failed ? { passed, failed } : undefined;
}

// Each step runs in a process group of its own, so a signal to this runner can be passed on to the
// step with everything it started (workers, Playwright's web server), and a watchdog ends that
// group if this runner is killed outright (scripts/lib/reap-orphans.mjs). A step run beside others
// (`buffered`) prints its output when it ends, so the steps' lines do not interleave; one of a group
// may print as it goes (`streams`).
const running = new Set();
function run(step, { buffered = false, headline = '' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...(step.env ?? process.env), ...colour },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    spawn(
      process.execPath,
      [path.join(root, 'scripts', 'lib', 'reap-orphans.mjs'), String(process.pid), String(child.pid)],
      {
        detached: true,
        stdio: 'ignore',
      },
    ).unref();
    let output = '';
    child.stdout.on('data', (chunk) => {
      if (!buffered) process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      if (!buffered) process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (buffered) process.stdout.write(`${headline}\n${output}`);
      resolve({ code: code ?? (signal ? 1 : 0), output: stripVTControlCharacters(output) });
    });
  });
}

// Ctrl-C (SIGINT), a timeout's SIGTERM, a closed terminal's SIGHUP: passed on to the running step's
// group, which stops (Playwright stops its web server); then this runner exits, not reporting
// them as failures.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    if (running.size === 0) process.exit(code);
    const signalSteps = (sent) => {
      for (const child of running) {
        try {
          process.kill(-child.pid, sent);
        } catch {}
      }
    };
    signalSteps(signal);
    const closed = [...running].map((child) => new Promise((done) => child.once('close', done)));
    Promise.all(closed).then(() => process.exit(code));
    // Some steps' tools ignore the signal (the native tsc does): the run ends regardless.
    setTimeout(() => {
      signalSteps('SIGKILL');
      process.exit(code);
    }, 5000).unref();
  });
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

// Which Node runs the suite: every step inherits it (`node` and npm's tools resolve through PATH).
const runtime = `Node ${process.version} (${process.execPath})`;
console.log(`Running on ${runtime}`);

const results = [];
let passed = 0;
let failed = 0;

/** Runs one step (buffered when others run beside it) and tallies it; answers its summary line. */
async function runAndTally(step, buffered) {
  const label = step.label ?? step.name;
  const headline = `\n▶ ${label}: ${path.basename(step.command)} ${step.args.join(' ')}`;
  if (!buffered) console.log(headline);
  const started = Date.now();
  const { code, output } = await run(step, { buffered, headline });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.counts?.(output);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const tally = counts ? `, ${counts.passed} passed, ${counts.failed} failed` : '';
  if (code !== 0 && !counts?.failed) failed += 1; // a step that failed without failing tests counts as one failure
  return `${code === 0 ? '✔' : '✘'} ${label} (${seconds}s${tally})`;
}

// Consecutive steps with the same `together` run at once; the run stops after a group with a failure.
const chosen = steps.filter((s) => only.length === 0 || only.includes(s.name));
for (let i = 0; i < chosen.length; ) {
  const first = chosen[i];
  let end = i + 1;
  while (first.together && end < chosen.length && chosen[end].together === first.together) end += 1;
  const group = chosen.slice(i, end);
  const lines = await Promise.all(group.map((step) => runAndTally(step, group.length > 1 && !step.streams)));
  results.push(...lines);
  i = end;
  if (lines.some((line) => line.startsWith('✘'))) break;
}

console.log(`\n${results.join('\n')}`);
const stepsTotal = steps.filter((s) => only.length === 0 || only.includes(s.name)).length;
const stepsPassed = results.filter((line) => line.startsWith('✔')).length;
console.log(`steps: ${stepsPassed} of ${stepsTotal} passed on ${runtime}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || stepsPassed < stepsTotal ? 1 : 0);
