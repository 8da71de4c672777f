// Stopping on SIGTERM (a deployment, an orchestrator) or SIGINT (Ctrl-C) without dropping work:
// /readyz answers 503 at once, the listening socket closes (new connections are refused; idle
// kept-alive ones are closed, and so are connections that never sent a byte, which Node's close
// would wait for; busy ones answer with `Connection: close`), the background jobs
// start no new run, and once every request under way (a payment included) has been answered and
// the runs under way have ended, the database closes and the process exits 0. Past `timeoutMs` it
// exits 1 whatever is left; so does a second signal.
import type { Socket } from 'node:net';
import type { PeriodicJob } from './jobs/periodic-job.ts';
import { errorSummary } from './http/log-error.ts';
import type { Readiness } from './health/readiness.ts';
import type { Logger } from './log/logger.ts';

type ClosableServer = {
  close: (callback: (error?: Error) => void) => unknown;
  on: (event: 'connection', listener: (socket: Socket) => void) => unknown;
};

export type ShutdownOptions = {
  server: ClosableServer;
  readiness: Pick<Readiness, 'drain'>;
  jobs: readonly PeriodicJob[];
  closeDatabase: () => Promise<void>;
  timeoutMs: number;
  log: Pick<Logger, 'info' | 'error'>;
  exit?: (code: number) => void;
};

/** Closes the server's connections that have not sent a byte yet (a browser's or proxy's spare one). */
function silentConnections(server: ClosableServer): { close: () => void } {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    close: () => {
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
    },
  };
}

/** The shutdown, started by the first call; a second call exits at once with 1. */
export function gracefulShutdown(options: ShutdownOptions): (signal: string) => void {
  const { server, readiness, jobs, closeDatabase, timeoutMs, log, exit = (code) => process.exit(code) } = options;
  const silent = silentConnections(server);
  let stopping = false;
  return (signal) => {
    if (stopping) {
      log.error(`[server] ${signal} again: exiting without waiting`);
      exit(1);
      return;
    }
    stopping = true;
    readiness.drain();
    // Not unref'd: this timer is what ends a drain that waits on something that never comes.
    const limit = setTimeout(() => {
      log.error(`[server] still draining after ${timeoutMs} ms: exiting`);
      exit(1);
    }, timeoutMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    silent.close();
    const idle = Promise.all(jobs.map((job) => job.stop()));
    log.info(`[server] ${signal}: draining (no new connections, finishing requests under way)`);
    Promise.all([closed, idle])
      .then(closeDatabase)
      .then(() => {
        clearTimeout(limit);
        log.info('[server] stopped');
        exit(0);
      })
      .catch((error: unknown) => {
        clearTimeout(limit);
        log.error(`[server] shutdown failed: ${errorSummary(error).line}`);
        exit(1);
      });
  };
}

export function stopOnSignals(options: ShutdownOptions): void {
  const stop = gracefulShutdown(options);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
}
