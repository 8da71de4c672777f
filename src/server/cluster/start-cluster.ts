// WEB_CONCURRENCY=N (N > 1) on PostgreSQL: this process becomes the primary of N server processes
// sharing one port (node:cluster hands each new connection to the next worker in turn). It serves
// nothing itself: it forks the workers, which run the whole server, replaces one that dies, asks
// them to stop on SIGTERM and SIGINT (by message: stop-request.ts) and exits once they all have, and serves the metrics port with the
// sum of every worker's metrics.
//
// The first worker starts alone: it migrates, seeds an empty database and makes the secrets kept
// under DATA_DIR; the others start once it listens and find all of that done. A worker that dies
// before the server is first up is a configuration error (no database, port taken): everything
// stops, the process exits 1. After that, a dead worker is replaced after restartDelayMs. No
// worker keeps reads in process (cache/cached-reads.ts), so a write one has answered is in the
// next read of any other. Each runs the background jobs, which decide everything in the database
// and so are safe to run in every process at once.
//
// The embedded PGlite is one process's database: with it the server stays one process.
import { logger } from '../log/logger.ts';
import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from '../env.ts';
import { serveMetrics } from '../metrics/metrics-server.ts';
import { clusterMetrics } from './cluster-metrics.ts';
import { CRASH_WINDOW_MS, restartDelayMs } from './restart-delay.ts';
import { stopRequest } from './stop-request.ts';

/** Workers still running after this long from SIGTERM are killed (each gives itself 10 s). */
const STOP_TIMEOUT_MS = 15_000;

/**
 * True when this process became the primary of several server processes (and must serve nothing
 * itself); false when it is to run the server: alone, or as a worker.
 */
export function startCluster(config: ServerConfig, log: (line: string) => void = (line) => logger.info(line)): boolean {
  const wanted = config.webConcurrency ?? 1;
  if (!cluster.isPrimary || wanted <= 1) return false;
  if (!config.databaseUrl) {
    log(
      `[server] WEB_CONCURRENCY=${wanted} ignored: the embedded PGlite database serves one process; ` +
        'set DATABASE_URL (PostgreSQL) to run several',
    );
    return false;
  }
  runPrimary(wanted, config, log);
  return true;
}

function runPrimary(wanted: number, config: ServerConfig, log: (line: string) => void) {
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  const crashes: number[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let up = false;
  let stopping = false;

  const fork = () => live.add(cluster.fork());

  const stop = (signal: 'SIGTERM' | 'SIGINT', exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    for (const timer of pending) clearTimeout(timer);
    // A worker still starting may not listen for messages yet: the signal stops it.
    for (const worker of live) {
      if (listening.has(worker) && worker.isConnected()) worker.send(stopRequest(signal));
      else worker.process.kill(signal);
    }
    if (live.size === 0) process.exit();
    const force = setTimeout(() => {
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    log(`[cluster] worker ${worker.id} (pid ${worker.process.pid}) listening`);
    if (up || stopping) return;
    if (live.size === 1) for (let i = 1; i < wanted; i += 1) fork();
    if (listening.size === wanted) {
      up = true;
      log(`[server] Gangway listening on http://localhost:${address.port} (${wanted} processes, PostgreSQL database)`);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (live.size === 0) process.exit();
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!up) {
      log(`[cluster] worker ${worker.id} exited (${how}) before the server was up: stopping`);
      stop('SIGTERM', 1);
      return;
    }
    const now = performance.now();
    crashes.push(now);
    while (crashes.length > 0 && now - (crashes[0] ?? now) >= CRASH_WINDOW_MS) crashes.shift();
    const delay = restartDelayMs(crashes, now);
    log(`[cluster] worker ${worker.id} (pid ${worker.process.pid}) exited (${how}); replacing it in ${delay} ms`);
    const timer = setTimeout(() => {
      pending.delete(timer);
      fork();
    }, delay);
    pending.add(timer);
  });

  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  if (config.metrics)
    serveMetrics(
      config.metrics,
      clusterMetrics(() => listening),
    );
  fork();
}
