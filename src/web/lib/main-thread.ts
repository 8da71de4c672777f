/**
 * Runs `work` when the browser is idle, or after `timeoutMs` at the latest: work that can wait
 * for the page to be interactive (reading ahead for offline). A timer where requestIdleCallback
 * is missing (Safari).
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 50);
}
