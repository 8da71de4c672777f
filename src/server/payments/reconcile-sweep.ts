// The server's periodic sweep of attempts a crash left behind (reconcile.ts), so a reservation is
// settled within about a minute even when nobody tries to pay that booking again. Safe in several
// processes at once: settling is conditional in the database, never decided in memory.
import type { Db } from '../db/client.ts';
import { errorSummary } from '../http/log-error.ts';
import type { CardProvider } from './card-provider.ts';
import { reconcileIdleAttempts } from './reconcile.ts';

export const SWEEP_INTERVAL_MS = 15_000;

export function startReconcileSweep(options: {
  db: Db;
  provider: CardProvider;
  intervalMs?: number;
  log?: (line: string) => void;
}): { stop: () => void } {
  const { db, provider, intervalMs = SWEEP_INTERVAL_MS, log = console.error } = options;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return; // a slow provider: never two sweeps of one process at once
    running = true;
    try {
      const { recorded, freed } = await reconcileIdleAttempts(db, provider);
      if (recorded + freed > 0) log(`[payments] idle attempts settled: ${recorded} recorded, ${freed} freed`);
    } catch (error) {
      // By class and code: a database error's message may quote values (http/log-error.ts).
      log(`[payments] sweep failed: ${errorSummary(error).line}`);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
