// The server's periodic sweep of attempts a crash left behind (reconcile.ts), so a reservation is
// settled within about a minute even when nobody tries to pay that booking again. Safe in several
// processes at once: settling is conditional in the database, never decided in memory.
import type { Db } from '../db/client.ts';
import { type PeriodicJob, startPeriodicJob } from '../jobs/periodic-job.ts';
import type { CardProvider } from './card-provider.ts';
import { reconcileIdleAttempts } from './reconcile.ts';

export const SWEEP_INTERVAL_MS = 15_000;

export function startReconcileSweep(options: {
  db: Db;
  provider: CardProvider;
  intervalMs?: number;
  log?: (line: string) => void;
}): PeriodicJob {
  const { db, provider, intervalMs = SWEEP_INTERVAL_MS, log } = options;
  return startPeriodicJob({
    name: 'payments',
    intervalMs,
    log,
    run: async () => {
      const { recorded, freed } = await reconcileIdleAttempts(db, provider);
      return recorded + freed > 0 ? `idle attempts settled: ${recorded} recorded, ${freed} freed` : null;
    },
  });
}
