// A job the server process runs every `intervalMs` (and once soon after start when `firstRunMs`
// is given): never two runs of one process at once, a failure logged by class and code (a
// database error's message may quote values: http/log-error.ts) and tried again next time. Jobs
// must be safe in several processes at once: whatever they decide is decided in the database.
import { errorSummary } from '../http/log-error.ts';

export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  firstRunMs?: number;
  run: () => Promise<string | null>;
  log?: (line: string) => void;
}): { stop: () => void } {
  const { name, intervalMs, firstRunMs, run, log = console.error } = options;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await run();
      if (summary) log(`[${name}] ${summary}`);
    } catch (error) {
      log(`[${name}] run failed: ${errorSummary(error).line}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = firstRunMs === undefined ? undefined : setTimeout(tick, firstRunMs);
  first?.unref();
  return {
    stop: () => {
      clearInterval(timer);
      if (first) clearTimeout(first);
    },
  };
}
