// The header's title: the default greeting unless a page sets its own ('Cruise #id' on a booking).
// A page sets it while mounted; leaving the page clears it.
import { useLayoutEffect, useSyncExternalStore } from 'react';

let custom: string | null = null;
const listeners = new Set<() => void>();

function setCustomTitle(title: string | null) {
  custom = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCustomHeaderTitle(): string | null {
  // Pages rendered on the server (src/web/prerender) set no title of their own: the greeting.
  return useSyncExternalStore(
    subscribe,
    () => custom,
    () => null,
  );
}

/**
 * Shows `title` in the header while the calling component is mounted. Set in a layout effect, so
 * the header is redrawn before the page's first paint: never a frame of the greeting first (its
 * two lines on a phone then became one, and the page jumped up).
 */
export function useHeaderTitle(title: string | null): void {
  useLayoutEffect(() => {
    setCustomTitle(title);
    return () => setCustomTitle(null);
  }, [title]);
}

export const defaultHeaderTitle = (company: string, firstName: string | null) =>
  firstName ? `Welcome to your ${company} account, ${firstName}!` : `Welcome to your ${company} account!`;
