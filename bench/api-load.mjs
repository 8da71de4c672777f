// API load: a signed-in booking read (GET /api/v2/customer/bookings/40001.json) at 1,000 requests/s
// for 10 s after a 3 s warm-up, over keep-alive connections.
// Budget: p99 under 10 ms at 1,000 requests/s on this machine.
//
// The budget's figure is an open loop at an even rate (bench/lib/paced-load.mjs): one request every
// millisecond, each timed from when it was due, so a server that falls behind shows its queue.
// autocannon drives the rest: the capacity (a closed loop of 64 connections, each sending as soon
// as its last answer arrived), the latency of one read when nothing queues (20 requests/s), and its
// own fixed rate, reported beside the budget's figure as the bursty case. autocannon's fixed rate
// is a per-second quota on each connection, so it sends 1,000 requests in the first part of every
// second (up to 64 at once) and then nothing; its latencies are reported from each send, without
// its coordinated-omission correction, which assumes one request per millisecond per connection
// (see paced-load.mjs). Kept here besides: the CPU the server's processes and the generator use
// (from /proc), the sign-in, the choice of endpoint, and PostgreSQL next to PGlite.
// Loopback only; stops by itself. Runs on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set
// (a scratch database is created on that server and dropped afterwards): once with one server
// process and once with two (WEB_CONCURRENCY=2; PGlite serves one process only), side by side,
// and beside them the same read through a minimal node:http + pg handler running the same SQL
// (bench/minimal-read-server.mjs): the practical limit on this host, and the ratio of capacities.
// The load generator runs on the same host: on 2 cores it competes with the server for them.
//
//   node bench/api-load.mjs   (BENCH_RATE, BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_PATH, BENCH_ENGINES to vary)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { pacedLoad, percentile } from './lib/paced-load.mjs';
import { isMain, pwaReadHeaders, signInCookie, startBenchServer, startMinimalReadServer } from './lib/server.mjs';

export const API_P99_BUDGET_MS = 10;
const BOOKING_PATH = '/api/v2/customer/bookings/40001.json';
const FALLBACK_PATH = '/api/v2/customer/me.json';
const CONNECTIONS = 64;
const REQUEST_TIMEOUT_S = 10;
const CAPACITY = { warmupSeconds: 2, seconds: 5 };
/** A rate every engine keeps up with here: the latency of one read without queueing. */
const LIGHT = { rate: 20, warmupSeconds: 1, seconds: 5, connections: 4 };

/** Every run, in order; BENCH_ENGINES (a comma list of these) picks some. */
const ENGINES = ['pglite', 'postgres-1', 'postgres-2', 'minimal'];

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

/** The CPU seconds of a process and its children (a cluster's primary and its workers). */
function serverCpuSeconds(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {}
  let sum = processCpuSeconds(pid);
  for (const child of children) {
    const seconds = processCpuSeconds(child);
    if (sum !== undefined && seconds !== undefined) sum += seconds;
  }
  return sum;
}

/** CPU used by the server and by this generator between start() and stop(), as % of one core. */
function cpuMeter(serverPid) {
  let server;
  let client;
  let wall;
  const share = (cpuSeconds, seconds) => (cpuSeconds === undefined ? null : Math.round((100 * cpuSeconds) / seconds));
  return {
    start() {
      server = serverCpuSeconds(serverPid);
      client = process.cpuUsage();
      wall = performance.now();
    },
    stop() {
      const seconds = (performance.now() - wall) / 1000;
      const serverNow = serverCpuSeconds(serverPid);
      const used = process.cpuUsage(client);
      return {
        serverCpuPercent: share(
          server === undefined || serverNow === undefined ? undefined : serverNow - server,
          seconds,
        ),
        generatorCpuPercent: share((used.user + used.system) / 1e6, seconds),
      };
    },
  };
}

const round = (n, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

/**
 * Runs `load` once unmeasured for `warmupSeconds`, then measured for `seconds` with the CPU metered.
 * @template T
 * @param {{ serverPid: number, warmupSeconds: number, seconds: number }} options
 * @param {(seconds: number) => Promise<T>} load
 */
async function warmedAndMetered({ serverPid, warmupSeconds, seconds }, load) {
  if (warmupSeconds > 0) await load(warmupSeconds);
  const meter = cpuMeter(serverPid);
  meter.start();
  const result = await load(seconds);
  return { result, cpu: meter.stop() };
}

/** The figures every run reports, whichever generator drove it. */
function figures({ path, connections, warmupSeconds, seconds, rate, sent, ok, latency, failures, cpu }) {
  const errorKinds = Object.fromEntries(Object.entries(failures).filter(([, n]) => n > 0));
  return {
    path,
    connections,
    warmupSeconds,
    seconds,
    ...(rate ? { targetRate: rate } : {}),
    requests: sent,
    ok,
    achievedRate: round(ok / seconds, 1),
    latencyMs: { p50: round(latency.p50), p90: round(latency.p90), p99: round(latency.p99), max: round(latency.max) },
    errors: Object.values(errorKinds).reduce((sum, n) => sum + n, 0),
    errorKinds,
    ...cpu,
  };
}

/**
 * One autocannon run against GET `path`: its fixed `rate` (requests/s over all connections, as
 * per-second quotas, latencies from each send) or, without it, a closed loop.
 * @param {{ port: number, path: string, headers: Record<string, string>, serverPid: number,
 *   connections: number, warmupSeconds: number, seconds: number, rate?: number }} options
 */
async function drive({ port, path, headers, serverPid, connections, warmupSeconds, seconds, rate }) {
  const options = {
    url: `http://127.0.0.1:${port}${path}`,
    headers,
    connections,
    timeout: REQUEST_TIMEOUT_S,
    ...(rate ? { overallRate: rate, ignoreCoordinatedOmission: true } : {}),
  };
  const { result, cpu } = await warmedAndMetered({ serverPid, warmupSeconds, seconds }, (duration) =>
    autocannon({ ...options, duration }),
  );
  return figures({
    path,
    connections,
    warmupSeconds,
    seconds,
    rate,
    sent: result.requests.sent,
    ok: result['2xx'],
    latency: result.latency,
    failures: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
    cpu,
  });
}

/**
 * The budget's run: GET `path` at an even `rate`, each latency from when the request was due.
 * @param {{ port: number, path: string, headers: Record<string, string>, serverPid: number,
 *   connections: number, warmupSeconds: number, seconds: number, rate: number }} options
 */
async function drivePaced({ port, path, headers, serverPid, connections, warmupSeconds, seconds, rate }) {
  const { result, cpu } = await warmedAndMetered({ serverPid, warmupSeconds, seconds }, (duration) =>
    pacedLoad({ port, path, headers, rate, seconds: duration, connections, timeoutMs: REQUEST_TIMEOUT_S * 1000 }),
  );
  const sorted = result.latenciesMs;
  return {
    ...figures({
      path,
      connections,
      warmupSeconds,
      seconds,
      rate,
      sent: result.sent,
      ok: result.ok,
      latency: {
        p50: percentile(sorted, 0.5),
        p90: percentile(sorted, 0.9),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1),
      },
      failures: result.errorKinds,
      cpu,
    }),
    generatorLateMaxMs: round(result.lateSendsMs),
  };
}

/**
 * One engine: a fresh server, sign in, choose the endpoint; then the capacity, the latency at a
 * light load, the budget's even open loop at the target rate, and autocannon's bursts at that rate
 * (the rates last: a server they overload stays busy).
 */
async function measureEngine({ postgresUrl, processes = 1, minimal = false, rate, warmupSeconds, seconds }) {
  const gangway = await startBenchServer({
    name: postgresUrl ? `bench-data-pg-${processes}` : 'bench-data',
    postgresUrl,
    env: { WEB_CONCURRENCY: String(processes) },
    build: false, // the API needs no web app: don't rebuild dist/ under other work for nothing
  });
  // The minimal handler reads the database the server seeded, with the session it signed in.
  let server = gangway;
  try {
    const cookie = await signInCookie(gangway.origin);
    if (minimal && gangway.databaseUrl) server = await startMinimalReadServer({ databaseUrl: gangway.databaseUrl });
    const engine = minimal ? server.engine : processes > 1 ? `${server.engine}, ${processes} processes` : server.engine;
    const headers = pwaReadHeaders(server.port, cookie);
    const wanted = process.env.BENCH_PATH ?? BOOKING_PATH;
    const probe = await fetch(`${server.origin}${wanted}`, { headers: { Cookie: cookie } });
    const probeBytes = (await probe.text()).length;
    let path = wanted;
    let note;
    if (probe.status !== 200) {
      path = FALLBACK_PATH;
      note = `${wanted} answered ${probe.status} (not there yet?); measured ${FALLBACK_PATH} instead`;
      console.log(`  note: ${note}`);
    }
    const target = { port: server.port, path, headers, serverPid: /** @type {number} */ (server.pid) };
    const say = (what) => console.log(`  ${engine}: ${what}...`);
    say(
      `${path}${note ? '' : ` (${probeBytes} bytes of JSON, sent gzip)`}; capacity: ${CONNECTIONS} connections` +
        ` closed loop for ${CAPACITY.seconds} s`,
    );
    const capacity = await drive({ ...target, connections: CONNECTIONS, ...CAPACITY });
    say(`light load, even open loop at ${LIGHT.rate} requests/s for ${LIGHT.seconds} s`);
    const light = await drivePaced({ ...target, ...LIGHT });
    const atRate = { ...target, connections: CONNECTIONS, rate, warmupSeconds, seconds };
    say(`even open loop at ${rate} requests/s for ${seconds} s after ${warmupSeconds} s warm-up`);
    const even = await drivePaced(atRate);
    // Right after the even run, at the same rate: the server is warm already.
    say(`autocannon's fixed rate (per-second bursts) at ${rate} requests/s for ${seconds} s`);
    const bursts = await drive({ ...atRate, warmupSeconds: 0 });
    return {
      engine,
      processes,
      minimal,
      note,
      ...even,
      bursts,
      capacity: { ...capacity, throughput: capacity.achievedRate },
      lightLoad: light,
    };
  } finally {
    if (server !== gangway) await server.stop();
    await gangway.stop();
  }
}

export async function runApiLoad() {
  const rate = Number(process.env.BENCH_RATE ?? 1000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
  console.log(
    `API load (load average before: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
  );
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const wanted = (process.env.BENCH_ENGINES ?? ENGINES.join(',')).split(',');
  const runs = [];
  for (const name of ENGINES.filter((engine) => wanted.includes(engine))) {
    if (name === 'pglite') runs.push(await measureEngine({ rate, warmupSeconds, seconds }));
    else if (!postgresUrl) continue;
    else if (name === 'minimal')
      runs.push(await measureEngine({ postgresUrl, minimal: true, rate, warmupSeconds, seconds }));
    else runs.push(await measureEngine({ postgresUrl, processes: Number(name.at(-1)), rate, warmupSeconds, seconds }));
  }
  if (!postgresUrl)
    console.log(
      '  PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to measure it, at 1 and 2 processes, beside the minimal handler)',
    );
  const result = { budgetP99Ms: API_P99_BUDGET_MS, runs };
  printApiLoad(result);
  return result;
}

/** A run's latencies as table columns. */
const latencyColumns = (run) => ({
  'achieved/s': run.achievedRate,
  'p50 ms': run.latencyMs.p50,
  'p90 ms': run.latencyMs.p90,
  'p99 ms': run.latencyMs.p99,
  'max ms': run.latencyMs.max,
  errors: run.errors,
  'server CPU %': run.serverCpuPercent,
});

/** Capacity and p99 of each run in one table: what a second process buys on this host. */
function printProcessesSideBySide(runs) {
  const cores = os.cpus().length;
  const limit = runs.find((r) => r.minimal);
  console.log(
    `Capacity and p99 side by side. The load generator (this process) shares this host's ${cores} cores with` +
      ' the server processes and PostgreSQL: its CPU is in its own column, and a second server process can only' +
      ' use what the generator leaves.',
  );
  console.table(
    runs.map((r) => ({
      engine: r.engine,
      'capacity req/s': r.capacity.throughput,
      'p99 at capacity ms': r.capacity.latencyMs.p99,
      [`p99 at ${r.targetRate}/s ms`]: r.latencyMs.p99,
      errors: r.errors + r.capacity.errors,
      'server CPU % at capacity': r.capacity.serverCpuPercent,
      'generator CPU % at capacity': r.capacity.generatorCpuPercent,
      ...(limit ? { 'capacity / minimal handler': round(r.capacity.throughput / limit.capacity.throughput) } : {}),
    })),
  );
}

export function printApiLoad({ runs }) {
  console.log(
    `Even open loop (the budget's figure; latency from when each request was due), ${CONNECTIONS} keep-alive connections in turn:`,
  );
  console.table(
    runs.map((r) => ({
      engine: r.engine,
      endpoint: r.path.replace('/api/v2', ''),
      'target/s': r.targetRate,
      ...latencyColumns(r),
      'generator CPU %': r.generatorCpuPercent,
      'generator late, max ms': r.generatorLateMaxMs,
      [`p99 < ${API_P99_BUDGET_MS} ms`]:
        r.errors === 0 && r.latencyMs.p99 !== null && r.latencyMs.p99 < API_P99_BUDGET_MS ? 'met' : 'NOT met',
    })),
  );
  for (const r of runs) if (r.errors > 0) console.log(`  ${r.engine} errors: ${JSON.stringify(r.errorKinds)}`);
  console.log(
    `autocannon's fixed rate (each second's quota sent in a burst, ${CONNECTIONS} connections; latency from send):`,
  );
  console.table(runs.map((r) => ({ engine: r.engine, 'target/s': r.bursts.targetRate, ...latencyColumns(r.bursts) })));
  console.log(`Light load (even open loop, ${LIGHT.rate} requests/s for ${LIGHT.seconds} s):`);
  console.table(runs.map((r) => ({ engine: r.engine, ...latencyColumns(r.lightLoad) })));
  console.log(`Capacity (closed loop, ${CONNECTIONS} connections, ${CAPACITY.seconds} s, latency from send):`);
  console.table(
    runs.map((r) => ({
      engine: r.engine,
      'throughput/s': r.capacity.throughput,
      'p50 ms': r.capacity.latencyMs.p50,
      'p99 ms': r.capacity.latencyMs.p99,
      errors: r.capacity.errors,
      'server CPU %': r.capacity.serverCpuPercent,
      'generator CPU %': r.capacity.generatorCpuPercent,
    })),
  );
  printProcessesSideBySide(runs);
}

if (isMain(import.meta.url)) {
  runApiLoad().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
