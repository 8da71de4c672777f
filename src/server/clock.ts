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
