// API load: a signed-in booking read (GET /api/v2/customer/bookings/40001.json) at an open-loop
// rate of 1,000 requests/s for 10 s after a 3 s warm-up, over keep-alive connections.
// Budget (DESIGN.md): p99 under 10 ms at 1,000 requests/s on this machine.
//
// Open loop: request i is due at start + i ms whether or not earlier answers came back, and its
// latency counts from that due time, so a server that falls behind shows its queueing in the
// figures instead of slowing the generator down (coordinated omission). Before it, a short closed
// loop (64 connections, each sending as soon as its last answer arrived) finds the throughput the
// server can sustain at all, which says how far from the target rate it is, and a light open loop
// (20 requests/s) gives the latency of one read when nothing queues.
// Loopback only; stops by itself. Runs on PGlite, and again on PostgreSQL when BENCH_DATABASE_URL
// is set (a scratch database is created on that server and dropped afterwards).
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
const CONNECTIONS = 64;
const REQUEST_TIMEOUT_MS = 10_000;
const DRAIN_TIMEOUT_MS = 15_000;
const CAPACITY = { warmupSeconds: 2, seconds: 5 };
/** A rate every engine keeps up with here: the latency of one read without queueing. */
const LIGHT = { rate: 20, warmupSeconds: 1, seconds: 5 };

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

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (n, digits = 2) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);

function latencySummary(values) {
  const sorted = Float64Array.from(values).sort(); // typed arrays sort numerically
  return {
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

/** One GET; resolves with undefined when it answered 200 (body read in full), else the failure. */
function get(agent, { port, path, headers }) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (failure) => {
      if (settled) return;
      settled = true;
      resolve(failure);
    };
    const failed = (error) => settle(/** @type {NodeJS.ErrnoException} */ (error).code ?? error.message);
    const request = http.request({ agent, host: '127.0.0.1', port, path, method: 'GET', headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => settle(response.statusCode === 200 ? undefined : `HTTP ${response.statusCode}`));
      response.on('error', failed);
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', failed);
    request.end();
  });
}

const tally = (errors) => [...errors.values()].reduce((sum, n) => sum + n, 0);

/**
 * Drives GET `path` at `rate` requests/s: `warmupSeconds` unmeasured, then `seconds` measured.
 * Latency counts from each request's due time; the achieved rate is the 200 answers that arrived
 * during the measured window, whenever they were sent. Requests unanswered 15 s after the last
 * send are given up on and counted as `unanswered` (their wait so far enters the latencies).
 * @param {{ port: number, path: string, headers: Record<string, string>, rate: number,
 *   warmupSeconds: number, seconds: number, serverPid: number }} options
 */
export async function openLoop({ port, path, headers, rate, warmupSeconds, seconds, serverPid }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const interval = 1000 / rate;
  const warmupCount = Math.round(warmupSeconds * rate);
  const total = warmupCount + Math.round(seconds * rate);
  const start = performance.now() + 20;
  const windowStart = start + warmupCount * interval;
  const windowEnd = windowStart + seconds * 1000;
  const meter = cpuMeter(serverPid);
  let cpu;
  setTimeout(() => meter.start(), windowStart - performance.now());
  setTimeout(() => (cpu = meter.stop()), windowEnd - performance.now());

  const latencies = [];
  const errors = new Map();
  let answeredInWindow = 0;
  let lateSends = 0; // sends this generator itself issued more than 5 ms after their due time
  const inFlight = new Set();

  const send = (index, dueAt) => {
    const done = get(agent, { port, path, headers }).then((failure) => {
      const now = performance.now();
      if (!failure && now >= windowStart && now < windowEnd) answeredInWindow += 1;
      if (index < warmupCount) return;
      if (failure) errors.set(failure, (errors.get(failure) ?? 0) + 1);
      else latencies.push(now - dueAt);
    });
    const entry = { index, dueAt, done };
    inFlight.add(entry);
    done.then(() => inFlight.delete(entry));
  };

  await new Promise((resolve) => {
    let next = 0;
    const pump = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const dueAt = start + next * interval;
        if (next >= warmupCount && now - dueAt > 5) lateSends += 1;
        send(next, dueAt);
        next += 1;
      }
      if (next < total) setTimeout(pump, Math.max(0, Math.min(1, start + next * interval - now)));
      else resolve(undefined);
    };
    setTimeout(pump, Math.max(0, start - performance.now()));
  });
  await Promise.race([
    Promise.all([...inFlight].map((entry) => entry.done)),
    new Promise((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS)),
  ]);
  // Requests still unanswered count with the time they have waited so far: the percentiles they
  // reach are then lower bounds (a server far behind never catches up within the drain time).
  const givenUpAt = performance.now();
  const ok = latencies.length;
  const unanswered = [...inFlight].filter((entry) => entry.index >= warmupCount);
  for (const entry of unanswered) latencies.push(givenUpAt - entry.dueAt);
  agent.destroy();
  cpu ??= meter.stop();

  return {
    path,
    targetRate: rate,
    warmupSeconds,
    seconds,
    connections: CONNECTIONS,
    requests: total - warmupCount,
    ok,
    unanswered: unanswered.length,
    achievedRate: round(answeredInWindow / seconds, 1),
    latencyMs: latencySummary(latencies),
    latencyIsLowerBound: unanswered.length > 0,
    errors: tally(errors),
    errorKinds: Object.fromEntries(errors),
    lateSends,
    ...cpu,
  };
}

/** `connections` clients each sending again as soon as their answer arrives: sustainable throughput. */
export async function closedLoop({ port, path, headers, connections, warmupSeconds, seconds, serverPid }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const meter = cpuMeter(serverPid);
  const begin = performance.now();
  const windowStart = begin + warmupSeconds * 1000;
  const windowEnd = windowStart + seconds * 1000;
  const latencies = [];
  const errors = new Map();
  let started = false;
  const worker = async () => {
    while (performance.now() < windowEnd) {
      const sentAt = performance.now();
      const failure = await get(agent, { port, path, headers });
      const now = performance.now();
      if (!started && now >= windowStart) {
        started = true;
        meter.start();
      }
      if (sentAt < windowStart || now >= windowEnd) continue;
      if (failure) errors.set(failure, (errors.get(failure) ?? 0) + 1);
      else latencies.push(now - sentAt);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const cpu = started ? meter.stop() : {};
  agent.destroy();
  return {
    connections,
    seconds,
    throughput: round(latencies.length / seconds, 1),
    latencyMs: latencySummary(latencies),
    errors: tally(errors),
    errorKinds: Object.fromEntries(errors),
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
    const capacity = await closedLoop({ ...target, connections: CONNECTIONS, ...CAPACITY });
    console.log(`  ${server.engine}: light load, open loop at ${LIGHT.rate} requests/s for ${LIGHT.seconds} s...`);
    const light = await openLoop({ ...target, ...LIGHT });
    console.log(
      `  ${server.engine}: open loop at ${rate} requests/s for ${seconds} s after ${warmupSeconds} s warm-up...`,
    );
    const figures = await openLoop({ ...target, rate, warmupSeconds, seconds });
    return { engine: server.engine, note, ...figures, capacity, lightLoad: light };
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
  console.log(`Open loop (latency from each request's due time), ${CONNECTIONS} keep-alive connections:`);
  const ms = (r, value) => (r.latencyIsLowerBound ? `≥ ${value}` : value);
  console.table(
    runs.map((r) => ({
      engine: r.engine,
      endpoint: r.path.replace('/api/v2', ''),
      'target/s': r.targetRate,
      'achieved/s': r.achievedRate,
      'p50 ms': ms(r, r.latencyMs.p50),
      'p90 ms': ms(r, r.latencyMs.p90),
      'p99 ms': ms(r, r.latencyMs.p99),
      'max ms': ms(r, r.latencyMs.max),
      unanswered: r.unanswered,
      errors: r.errors,
      'server CPU %': r.serverCpuPercent,
      'generator CPU %': r.generatorCpuPercent,
      [`p99 < ${API_P99_BUDGET_MS} ms`]:
        r.errors === 0 && r.unanswered === 0 && r.latencyMs.p99 !== null && r.latencyMs.p99 < API_P99_BUDGET_MS
          ? 'met'
          : 'NOT met',
    })),
  );
  for (const r of runs) if (r.errors > 0) console.log(`  ${r.engine} errors: ${JSON.stringify(r.errorKinds)}`);
  console.log(`Light load (open loop, ${LIGHT.rate} requests/s for ${LIGHT.seconds} s):`);
  console.table(
    runs.map((r) => ({
      engine: r.engine,
      'achieved/s': r.lightLoad.achievedRate,
      'p50 ms': r.lightLoad.latencyMs.p50,
      'p90 ms': r.lightLoad.latencyMs.p90,
      'p99 ms': r.lightLoad.latencyMs.p99,
      'max ms': r.lightLoad.latencyMs.max,
      errors: r.lightLoad.errors + r.lightLoad.unanswered,
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
