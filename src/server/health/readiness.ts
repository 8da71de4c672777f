// Whether this process should be sent traffic. A probe's answer is kept for a second, so a burst of
// probes (or of anyone asking, signed out) costs at most one database round trip a second, and a
// probe that hangs (a database that does not answer) is cut short as unreachable. Draining
// (graceful shutdown) answers at once and for good.
import type { NotReadyReason } from '../../shared/contract/health.ts';

export type Probe = () => Promise<NotReadyReason | null>;

export type Readiness = {
  /** null when ready, else why not. */
  check: () => Promise<NotReadyReason | null>;
  /** From now on every check answers 'shutting_down'. */
  drain: () => void;
  readonly draining: boolean;
};

export const READINESS_MAX_AGE_MS = 1000;
export const PROBE_TIMEOUT_MS = 2000;

export function createReadiness(
  probe: Probe,
  options: { maxAgeMs?: number; timeoutMs?: number; now?: () => number } = {},
): Readiness {
  const { maxAgeMs = READINESS_MAX_AGE_MS, timeoutMs = PROBE_TIMEOUT_MS, now = () => performance.now() } = options;
  let draining = false;
  let last: { at: number; answer: Promise<NotReadyReason | null> } | undefined;

  const probeOnce = (): Promise<NotReadyReason | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<NotReadyReason>((resolve) => {
      timer = setTimeout(() => resolve('database_unreachable'), timeoutMs);
      timer.unref();
    });
    const answer = probe().catch((): NotReadyReason => 'database_unreachable');
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  };

  return {
    check: async () => {
      if (draining) return 'shutting_down';
      const at = now();
      // Shared while it runs and for maxAgeMs after it began: concurrent probes make one round trip.
      if (!last || at - last.at >= maxAgeMs) last = { at, answer: probeOnce() };
      const reason = await last.answer;
      return draining ? 'shutting_down' : reason;
    },
    drain: () => {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
