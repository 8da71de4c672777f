// The server's notion of "now". Time-based rules read it from here (and the client reads it from
// the /customer/me header), so tests can set the date and both halves agree on it.
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(iso: string): Clock & { set: (iso: string) => void } {
  let current = new Date(iso);
  if (Number.isNaN(current.getTime())) throw new Error(`Invalid clock time: ${iso}`);
  return {
    now: () => new Date(current.getTime()),
    set: (next: string) => {
      current = new Date(next);
    },
  };
}

/**
 * A clock that reads `iso` when it is made and then runs in real time. The browser suite starts
 * every run at noon UTC, so a run that crosses midnight never moves the demo's "due today" into
 * "overdue" between the seed and the test that reads it.
 */
export function runningClock(iso: string, realNow: () => number = Date.now): Clock {
  const start = new Date(iso).getTime();
  if (Number.isNaN(start)) throw new Error(`Invalid clock time: ${iso}`);
  const offset = start - realNow();
  return { now: () => new Date(realNow() + offset) };
}
