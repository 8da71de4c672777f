// Start-up work cut into tasks. A phone's CPU runs a start several times slower than a laptop's:
// one long task there is a page that paints but ignores a tap (and Lighthouse's Total Blocking
// Time). Between the steps of starting a page the browser gets to paint and handle input.

type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Resolves in a later task. scheduler.yield() keeps this work ahead of other queued tasks where
 * the browser has it (Chromium); elsewhere a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` when the browser is idle, or after `timeoutMs` at the latest: work that can wait
 * for the page to be interactive (reading ahead for offline). A timer where requestIdleCallback
 * is missing (Safari).
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 50);
}
