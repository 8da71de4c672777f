// Where a signed-in booking read's CPU goes: the server runs under `node --cpu-prof` while a closed
// loop of reads keeps it busy, then stops cleanly (SIGTERM), which writes the profile. Printed: the
// functions with the most self time, and the same summed by file (package or source file), with
// their share of all samples. One server process; on PostgreSQL when BENCH_DATABASE_URL is set.
//
//   node bench/api-profile.mjs   (BENCH_SECONDS, BENCH_PATH to vary; the .cpuprofile stays in .tmp/)
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { isMain, root, pwaReadHeaders, signInCookie, startBenchServer } from './lib/server.mjs';

const BOOKING_PATH = '/api/v2/customer/bookings/40001.json';
const CONNECTIONS = 32;
const TOP = 25;

/**
 * Self time per function and per file from a V8 .cpuprofile, of the samples taken in the last
 * `windowMs` before the last `tailMs` of the profile (the measured load, without start-up).
 */
export function selfTimes(profile, { windowMs, tailMs }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map();
  const times = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((at += delta));
  const to = profile.endTime - tailMs * 1000;
  const from = to - windowMs * 1000;
  let total = 0;
  for (const [i, id] of profile.samples.entries()) {
    if (times[i] < from || times[i] > to) continue;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    total += 1;
  }
  const functions = new Map();
  const files = new Map();
  const add = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);
  for (const [id, n] of counts) {
    const { callFrame } = byId.get(id);
    const url = callFrame.url.replace(`file://${root}/`, '');
    const parts = url.split('node_modules/').at(-1).split('/');
    const pkg = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const file = url.includes('node_modules/') ? `node_modules/${pkg}` : url || '(native)';
    add(functions, `${callFrame.functionName || '(anonymous)'} ${url ? `${url}:${callFrame.lineNumber + 1}` : ''}`, n);
    add(files, file, n);
  }
  const ranked = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([key, n]) => ({ '% of samples': Number(((100 * n) / total).toFixed(1)), where: key }));
  return { total, functions: ranked(functions), files: ranked(files) };
}

export async function runApiProfile() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const dir = path.join(root, '.tmp', 'api-profile');
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const server = await startBenchServer({
    name: 'bench-profile',
    postgresUrl,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    build: false,
  });
  let loadEnded = performance.now();
  try {
    const cookie = await signInCookie(server.origin);
    const url = `http://127.0.0.1:${server.port}${process.env.BENCH_PATH ?? BOOKING_PATH}`;
    const headers = pwaReadHeaders(server.port, cookie);
    await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
    loadEnded = performance.now();
    console.log(
      `${server.engine}: ${result.requests.sent} reads in ${seconds} s (${Math.round(result['2xx'] / seconds)}/s 2xx)`,
    );
  } finally {
    await server.stop();
  }
  const tailMs = performance.now() - loadEnded;
  const written = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile') && !before.has(file));
  for (const file of written) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const { total, functions, files } = selfTimes(profile, { windowMs: seconds * 1000, tailMs });
    console.log(`${file}: ${total} samples during the measured load. Self time by function:`);
    console.table(functions);
    console.log('Self time by file:');
    console.table(files);
  }
}

if (isMain(import.meta.url)) {
  runApiProfile().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
