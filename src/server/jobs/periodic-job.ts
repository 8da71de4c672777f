// A job the server process runs every `intervalMs` (and once soon after start when `firstRunMs`
// is given): never two runs of one process at once, a failure logged by class and code (a
// database error's message may quote values: http/log-error.ts) and tried again next time. Jobs
// must be safe in several processes at once: whatever they decide is decided in the database.
// Stopping starts no further run and resolves once the run under way, if any, has ended, so the
// database can be closed after it (graceful shutdown).
import { errorSummary } from '../http/log-error.ts';
import { logger } from '../log/logger.ts';

export type PeriodicJob = { stop: () => Promise<void> };

export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  firstRunMs?: number;
  run: () => Promise<string | null>;
  /** Both the summaries and the failures (tests); otherwise the server log at info and error. */
  log?: (line: string) => void;
}): PeriodicJob {
  const { name, intervalMs, firstRunMs, run, log } = options;
  const report = log ?? ((line: string) => logger.info(line));
  const fail = log ?? ((line: string) => logger.error(line));
  let running: Promise<void> | undefined;
  let stopped = false;
  const once = async () => {
    try {
      const summary = await run();
      if (summary) report(`[${name}] ${summary}`);
    } catch (error) {
      fail(`[${name}] run failed: ${errorSummary(error).line}`);
    } finally {
      running = undefined;
    }
  };
  const tick = () => {
    if (running || stopped) return;
    running = once();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = firstRunMs === undefined ? undefined : setTimeout(tick, firstRunMs);
  first?.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (first) clearTimeout(first);
      await running;
    },
  };
}
