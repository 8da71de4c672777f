// How long the primary waits before replacing a worker that died: a second after a lone crash,
// doubling with each further crash within a minute (a worker that dies as it starts, say with
// the database away, is retried ever more slowly, never in a hot loop), at most 30 s.
export const CRASH_WINDOW_MS = 60_000;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** `crashes`: when each worker died (ms, any clock), the latest included; `now` on the same clock. */
export function restartDelayMs(crashes: readonly number[], now: number): number {
  const recent = crashes.filter((at) => now - at < CRASH_WINDOW_MS).length;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, recent - 1), MAX_DELAY_MS);
}
