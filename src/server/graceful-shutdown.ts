// Stopping on SIGTERM (a deployment, an orchestrator) or SIGINT (Ctrl-C) without dropping work:
// /readyz answers 503 at once, the listening socket closes (new connections are refused; idle
// kept-alive ones are closed, and so are connections that never sent a byte, which Node's close
// would wait for; busy ones answer with `Connection: close`), the background jobs
// start no new run, and once every request under way (a payment included) has been answered and
// the runs under way have ended, the database closes and the process exits 0. Past `timeoutMs` it
// exits 1 whatever is left; so does the operator's second signal.
//
// One stop often arrives more than once: `kill -TERM -- -<pgid>` signals every process of the group,
// and npm or the cluster's primary passes its own copy on to its child. A copy comes within
// milliseconds; an operator who wants it over now signals again seconds later. So a signal counts
// as a second one only SAME_STOP_MS or more after the first, and the primary asks its workers to
// stop by message (a request to stop, never a signal).
import type { Socket } from 'node:net';
import type { PeriodicJob } from './jobs/periodic-job.ts';
import { errorSummary } from './http/log-error.ts';
import type { Readiness } from './health/readiness.ts';
import type { Logger } from './log/logger.ts';
import { isStopRequest } from './cluster/stop-request.ts';

export const SAME_STOP_MS = 2_000;

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
  now?: () => number;
};

/** What started or repeats the stop: a signal to this process, or the cluster's primary asking. */
export type StopCause = 'signal' | 'primary';

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

/**
 * The shutdown, started by the first call; a signal SAME_STOP_MS or more after the first signal
 * exits at once with 1. The primary's request never cuts a drain short.
 */
export function gracefulShutdown(options: ShutdownOptions): (signal: string, cause?: StopCause) => void {
  const { server, readiness, jobs, closeDatabase, timeoutMs, log } = options;
  const { exit = (code) => process.exit(code), now = () => performance.now() } = options;
  const silent = silentConnections(server);
  let stopping = false;
  let firstSignalAt: number | null = null;
  return (signal, cause = 'signal') => {
    if (cause === 'signal') {
      const at = now();
      if (firstSignalAt !== null && at - firstSignalAt >= SAME_STOP_MS) {
        log.error(`[server] ${signal} again: exiting without waiting`);
        exit(1);
        return;
      }
      firstSignalAt ??= at;
    }
    if (stopping) {
      log.info(`[server] ${signal} again (${cause === 'signal' ? 'a copy' : 'from the primary'}): already draining`);
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
  process.on('message', (message) => {
    if (isStopRequest(message)) stop(message.signal, 'primary');
  });
}
