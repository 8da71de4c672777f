// API load: a signed-in booking read (GET /api/v2/customer/bookings/40001.json) at an open-loop
// rate of 1,000 requests/s for 10 s after a 3 s warm-up, over keep-alive connections.
// Budget (DESIGN.md): p99 under 10 ms at 1,000 requests/s on this machine.
//
// Open loop: request i is due at start + i ms whether or not earlier answers came back, and its
// latency counts from that due time, so a server that falls behind shows its queueing in the
// figures instead of slowing the generator down (coordinated omission). Loopback only; it stops by
// itself. Runs on PGlite, and again on PostgreSQL when BENCH_DATABASE_URL is set.
//
//   node bench/api-load.mjs   (BENCH_RATE, BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_PATH to vary)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMain, signInCookie, startBenchServer } from './lib/server.mjs';

export const API_P99_BUDGET_MS = 10;
const BOOKING_PATH = '/api/v2/customer/bookings/40001.json';
const FALLBACK_PATH = '/api/v2/customer/me.json';
const MAX_SOCKETS = 64;
const REQUEST_TIMEOUT_MS = 10_000;
const DRAIN_TIMEOUT_MS = 15_000;

const CLOCK_TICKS = 100; // USER_HZ on Linux, the unit of /proc/<pid>/stat times

/** CPU seconds (user + system) a process has used so far, from /proc; undefined off Linux. */
function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime, stime (fields 14, 15)
  } catch {
    return undefined;
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (n, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

/**
 * Drives GET `path` at `rate` requests/s and returns the figures of the measured window.
 * @param {{ port: number, path: string, headers: Record<string, string>, rate: number,
 *   warmupSeconds: number, seconds: number, serverPid?: number }} options
 */
export async function openLoop({ port, path, headers, rate, warmupSeconds, seconds, serverPid }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const interval = 1000 / rate;
  const warmupCount = Math.round(warmupSeconds * rate);
  const total = warmupCount + Math.round(seconds * rate);
  const start = performance.now() + 20;
  const measureStart = start + warmupCount * interval;

  const latencies = new Float64Array(total - warmupCount);
  let measured = 0;
  let outstanding = 0;
  let outstandingMeasured = 0;
  let lastDone = measureStart;
  let lateSends = 0; // sends the generator itself issued more than 5 ms after their due time
  const errors = new Map();
  const countError = (kind) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
  let serverCpuAtStart;
  const clientCpuAtStart = process.cpuUsage();
  let resolveDrained = () => {};
  const drained = new Promise((resolve) => {
    resolveDrained = resolve;
  });
  let allSent = false;

  const finish = (index, dueAt, failure) => {
    outstanding -= 1;
    const now = performance.now();
    if (index >= warmupCount) {
      outstandingMeasured -= 1;
      lastDone = Math.max(lastDone, now);
      if (failure) countError(failure);
      else latencies[measured++] = now - dueAt;
    }
    if (allSent && outstanding === 0) resolveDrained(undefined);
  };

  const send = (index, dueAt) => {
    outstanding += 1;
    if (index >= warmupCount) outstandingMeasured += 1;
    let settled = false;
    const settle = (failure) => {
      if (settled) return;
      settled = true;
      finish(index, dueAt, failure);
    };
    const request = http.request({ agent, host: '127.0.0.1', port, path, method: 'GET', headers }, (response) => {
      response.on('data', () => {}); // read the whole body: a response is done when it has arrived
      response.on('end', () => settle(response.statusCode === 200 ? undefined : `HTTP ${response.statusCode}`));
      response.on('error', (error) => settle(/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message));
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => settle(/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message));
    request.end();
  };

  await new Promise((resolve) => {
    let next = 0;
    const pump = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const dueAt = start + next * interval;
        if (next === warmupCount && serverPid) serverCpuAtStart = processCpuSeconds(serverPid);
        if (next >= warmupCount && now - dueAt > 5) lateSends += 1;
        send(next, dueAt);
        next += 1;
      }
      if (next < total) setTimeout(pump, Math.max(0, Math.min(1, start + next * interval - now)));
      else resolve(undefined);
    };
    setTimeout(pump, Math.max(0, start - performance.now()));
  });
  allSent = true;
  if (outstanding === 0) resolveDrained(undefined);
  const drainTimer = setTimeout(() => resolveDrained(undefined), DRAIN_TIMEOUT_MS);
  await drained;
  clearTimeout(drainTimer);
  if (outstandingMeasured > 0)
    errors.set(`no answer ${DRAIN_TIMEOUT_MS / 1000} s after the last send`, outstandingMeasured);
  agent.destroy();

  const clientCpu = process.cpuUsage(clientCpuAtStart);
  const serverCpuAtEnd = serverPid ? processCpuSeconds(serverPid) : undefined;
  const elapsedSeconds = Math.max(seconds, (lastDone - measureStart) / 1000);
  const sorted = latencies.slice(0, measured).sort();
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  const cpuShare = (cpuSeconds) => round((100 * cpuSeconds) / elapsedSeconds, 0);
  return {
    path,
    targetRate: rate,
    warmupSeconds,
    seconds,
    maxSockets: MAX_SOCKETS,
    requests: total - warmupCount,
    ok: measured,
    achievedRate: round(measured / elapsedSeconds, 1),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? Number.NaN),
    },
    errors: errorCount,
    errorKinds: Object.fromEntries(errors),
    lateSends,
    // Share of one core over the window (includes the drain), to see who was short of CPU.
    serverCpuPercent:
      serverCpuAtStart !== undefined && serverCpuAtEnd !== undefined
        ? cpuShare(serverCpuAtEnd - serverCpuAtStart)
        : null,
    loadGeneratorCpuPercent: cpuShare((clientCpu.user + clientCpu.system) / 1e6),
  };
}

/** One engine: a fresh server, sign in, choose the endpoint, drive it, stop the server. */
async function measureEngine({ postgresUrl, rate, warmupSeconds, seconds }) {
  const server = await startBenchServer({ name: postgresUrl ? 'bench-data-pg' : 'bench-data', postgresUrl });
  try {
    const cookie = await signInCookie(server.origin);
    // What the PWA sends on a same-origin read (it accepts gzip, so the server compresses).
    const headers = {
      Host: `localhost:${server.port}`,
      Cookie: cookie,
      Accept: 'application/json',
      'Accept-Encoding': 'gzip, deflate, br',
      'Sec-Fetch-Site': 'same-origin',
    };
    const wanted = process.env.BENCH_PATH ?? BOOKING_PATH;
    const probe = await fetch(`${server.origin}${wanted}`, { headers: { Cookie: cookie } });
    const probeBody = await probe.text();
    let path = wanted;
    let note = '';
    if (probe.status !== 200) {
      path = FALLBACK_PATH;
      note = `${wanted} answered ${probe.status} (not there yet?); measured ${FALLBACK_PATH} instead`;
      console.log(`  note: ${note}`);
    }
    console.log(
      `  ${server.engine}: ${rate} req/s to ${path} for ${seconds} s after ${warmupSeconds} s warm-up` +
        ` (${probe.status === 200 ? `${probeBody.length} bytes of JSON, sent gzip` : 'fallback'})`,
    );
    const figures = await openLoop({
      port: server.port,
      path,
      headers,
      rate,
      warmupSeconds,
      seconds,
      serverPid: server.pid,
    });
    return { engine: server.engine, note: note || undefined, ...figures };
  } finally {
    await server.stop();
  }
}

export async function runApiLoad() {
  const rate = Number(process.env.BENCH_RATE ?? 1000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  const loadAverage = os.loadavg().map((n) => round(n));
  console.log(`API load (load average before: ${loadAverage.join(' ')})`);
  const runs = [await measureEngine({ rate, warmupSeconds, seconds })];
  if (process.env.BENCH_DATABASE_URL)
    runs.push(await measureEngine({ postgresUrl: process.env.BENCH_DATABASE_URL, rate, warmupSeconds, seconds }));
  else console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to measure it too)');
  printApiLoad(runs);
  return { budgetP99Ms: API_P99_BUDGET_MS, loadAverageBefore: loadAverage, runs };
}

export function printApiLoad(runs) {
  const rows = runs.map((r) => ({
    engine: r.engine,
    endpoint: r.path.replace('/api/v2', ''),
    'target/s': r.targetRate,
    'achieved/s': r.achievedRate,
    'p50 ms': r.latencyMs.p50,
    'p90 ms': r.latencyMs.p90,
    'p99 ms': r.latencyMs.p99,
    'max ms': r.latencyMs.max,
    errors: r.errors,
    'server CPU %': r.serverCpuPercent,
    'generator CPU %': r.loadGeneratorCpuPercent,
    [`p99 < ${API_P99_BUDGET_MS} ms`]:
      r.latencyMs.p99 !== null && r.latencyMs.p99 < API_P99_BUDGET_MS ? 'met' : 'NOT met',
  }));
  console.table(rows);
  for (const r of runs) if (r.errors > 0) console.log(`  ${r.engine} errors: ${JSON.stringify(r.errorKinds)}`);
}

if (isMain(import.meta.url)) {
  runApiLoad().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
