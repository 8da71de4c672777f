// API load: a signed-in booking read (GET /api/v2/customer/bookings/40001.json) at a fixed rate of
// 1,000 requests/s for 10 s after a 3 s warm-up, over keep-alive connections, driven by autocannon.
// Budget (DESIGN.md): p99 under 10 ms at 1,000 requests/s on this machine.
//
// The fixed rate is autocannon's overallRate, whose latencies are corrected for coordinated
// omission (a server that falls behind shows its queueing instead of slowing the generator
// down). Before it, a closed loop (64 connections, each sending as soon as its last answer
// arrived) finds the throughput the server can sustain at all, and a light fixed rate
// (20 requests/s) gives the latency of one read when nothing queues. What autocannon does not do
// is kept here: the CPU the server process and the generator use (from /proc), the sign-in, the
// choice of endpoint, and PostgreSQL next to PGlite.
// Loopback only; stops by itself. Runs on PGlite, and again on PostgreSQL when BENCH_DATABASE_URL
// is set (a scratch database is created on that server and dropped afterwards).
//
//   node bench/api-load.mjs   (BENCH_RATE, BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_PATH to vary)
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { isMain, signInCookie, startBenchServer } from './lib/server.mjs';

export const API_P99_BUDGET_MS = 10;
const BOOKING_PATH = '/api/v2/customer/bookings/40001.json';
const FALLBACK_PATH = '/api/v2/customer/me.json';
const CONNECTIONS = 64;
const REQUEST_TIMEOUT_S = 10;
const CAPACITY = { warmupSeconds: 2, seconds: 5 };
/** A rate every engine keeps up with here: the latency of one read without queueing. */
const LIGHT = { rate: 20, warmupSeconds: 1, seconds: 5, connections: 4 }; // 5 requests/s each

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

/** CPU used by the server and by this generator between start() and stop(), as % of one core. */
function cpuMeter(serverPid) {
  let server;
  let client;
  let wall;
  const share = (cpuSeconds, seconds) => (cpuSeconds === undefined ? null : Math.round((100 * cpuSeconds) / seconds));
  return {
    start() {
      server = processCpuSeconds(serverPid);
      client = process.cpuUsage();
      wall = performance.now();
    },
    stop() {
      const seconds = (performance.now() - wall) / 1000;
      const serverNow = processCpuSeconds(serverPid);
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
 * One autocannon run against GET `path`: a fixed `rate` (requests/s over all connections) or, without
 * it, a closed loop. A warm-up run first, unmeasured; CPU is metered over the measured run only.
 * @param {{ port: number, path: string, headers: Record<string, string>, serverPid: number,
 *   connections: number, warmupSeconds: number, seconds: number, rate?: number }} options
 */
async function drive({ port, path, headers, serverPid, connections, warmupSeconds, seconds, rate }) {
  const options = {
    url: `http://127.0.0.1:${port}${path}`,
    headers,
    connections,
    timeout: REQUEST_TIMEOUT_S,
    ...(rate ? { overallRate: rate } : {}),
  };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const meter = cpuMeter(serverPid);
  meter.start();
  const result = await autocannon({ ...options, duration: seconds });
  const cpu = meter.stop();
  const failures = { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx };
  return {
    path,
    connections,
    warmupSeconds,
    seconds,
    ...(rate ? { targetRate: rate } : {}),
    requests: result.requests.sent,
    ok: result['2xx'],
    achievedRate: round(result['2xx'] / seconds, 1),
    latencyMs: {
      p50: round(result.latency.p50),
      p90: round(result.latency.p90),
      p99: round(result.latency.p99),
      max: round(result.latency.max),
    },
    errors: failures.errors + failures.timeouts + failures.non2xx,
    errorKinds: Object.fromEntries(Object.entries(failures).filter(([, n]) => n > 0)),
    ...cpu,
  };
}

/**
 * One engine: a fresh server, sign in, choose the endpoint; then the capacity, the latency at a
 * light load, and the open loop at the target rate (last: a server it overloads stays busy).
 */
async function measureEngine({ postgresUrl, rate, warmupSeconds, seconds }) {
  const server = await startBenchServer({
    name: postgresUrl ? 'bench-data-pg' : 'bench-data',
    postgresUrl,
    build: false, // the API needs no web app: don't rebuild dist/ under other work for nothing
  });
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
    const probeBytes = (await probe.text()).length;
    let path = wanted;
    let note;
    if (probe.status !== 200) {
      path = FALLBACK_PATH;
      note = `${wanted} answered ${probe.status} (not there yet?); measured ${FALLBACK_PATH} instead`;
      console.log(`  note: ${note}`);
    }
    const target = { port: server.port, path, headers, serverPid: /** @type {number} */ (server.pid) };
    console.log(
      `  ${server.engine}: ${path}${note ? '' : ` (${probeBytes} bytes of JSON, sent gzip)`};` +
        ` capacity: ${CONNECTIONS} connections closed loop for ${CAPACITY.seconds} s...`,
    );
    const capacity = await drive({ ...target, connections: CONNECTIONS, ...CAPACITY });
    console.log(`  ${server.engine}: light load, open loop at ${LIGHT.rate} requests/s for ${LIGHT.seconds} s...`);
    const light = await drive({ ...target, ...LIGHT });
    console.log(
      `  ${server.engine}: open loop at ${rate} requests/s for ${seconds} s after ${warmupSeconds} s warm-up...`,
    );
    const figures = await drive({ ...target, connections: CONNECTIONS, rate, warmupSeconds, seconds });
    return {
      engine: server.engine,
      note,
      ...figures,
      capacity: { ...capacity, throughput: capacity.achievedRate },
      lightLoad: light,
    };
  } finally {
    await server.stop();
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
  const runs = [await measureEngine({ rate, warmupSeconds, seconds })];
  if (process.env.BENCH_DATABASE_URL)
    runs.push(await measureEngine({ postgresUrl: process.env.BENCH_DATABASE_URL, rate, warmupSeconds, seconds }));
  else console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to measure it too)');
  const result = { budgetP99Ms: API_P99_BUDGET_MS, runs };
  printApiLoad(result);
  return result;
}

export function printApiLoad({ runs }) {
  console.log(`Fixed rate (latencies corrected for coordinated omission), ${CONNECTIONS} keep-alive connections:`);
  console.table(
    runs.map((r) => ({
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
      'generator CPU %': r.generatorCpuPercent,
      [`p99 < ${API_P99_BUDGET_MS} ms`]:
        r.errors === 0 && r.latencyMs.p99 !== null && r.latencyMs.p99 < API_P99_BUDGET_MS ? 'met' : 'NOT met',
    })),
  );
  for (const r of runs) if (r.errors > 0) console.log(`  ${r.engine} errors: ${JSON.stringify(r.errorKinds)}`);
  console.log(`Light load (fixed rate, ${LIGHT.rate} requests/s for ${LIGHT.seconds} s):`);
  console.table(
    runs.map((r) => ({
      engine: r.engine,
      'achieved/s': r.lightLoad.achievedRate,
      'p50 ms': r.lightLoad.latencyMs.p50,
      'p90 ms': r.lightLoad.latencyMs.p90,
      'p99 ms': r.lightLoad.latencyMs.p99,
      'max ms': r.lightLoad.latencyMs.max,
      errors: r.lightLoad.errors,
      'server CPU %': r.lightLoad.serverCpuPercent,
    })),
  );
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
}

if (isMain(import.meta.url)) {
  runApiLoad().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
