// When to ask the server whether a new version exists: installed apps stay open for days, so look
// whenever the app comes back into view or online, and every hour while it stays open. Focus and
// visibility fire in bursts (switching tabs fires both), so checks closer than a minute are skipped.
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000;

export type UpdateCheckEnvironment = {
  now: () => number;
  isVisible: () => boolean;
  isOnline: () => boolean;
};

/** Returns a function to call on each trigger; it runs `check` when a check is due. */
export function throttledUpdateCheck(check: () => void, env: UpdateCheckEnvironment): (force?: boolean) => void {
  let lastCheck = Number.NEGATIVE_INFINITY;
  return (force = false) => {
    if (!env.isOnline() || !env.isVisible()) return;
    const now = env.now();
    if (!force && now - lastCheck < UPDATE_CHECK_MIN_GAP_MS) return;
    lastCheck = now;
    check();
  };
}

/** Wires the triggers in the browser; returns the function that stops them. */
export function startUpdateChecks(check: () => void): () => void {
  const maybeCheck = throttledUpdateCheck(check, {
    now: () => Date.now(),
    isVisible: () => document.visibilityState === 'visible',
    isOnline: () => navigator.onLine,
  });
  const onFocus = () => maybeCheck();
  const onVisibility = () => maybeCheck();
  const onOnline = () => maybeCheck(true);
  window.addEventListener('focus', onFocus);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  const timer = window.setInterval(() => maybeCheck(true), UPDATE_CHECK_INTERVAL_MS);
  return () => {
    window.removeEventListener('focus', onFocus);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
    window.clearInterval(timer);
  };
}
