// The footer's button slot: a page can place one control there, e.g. a mobile GO BACK or PAY NOW,
// for as long as it is mounted.
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';

let content: ReactNode = null;
const listeners = new Set<() => void>();

function setContent(next: ReactNode) {
  content = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFooterSlotContent(): ReactNode {
  // Pages rendered on the server (src/web/prerender) place no footer button.
  return useSyncExternalStore(
    subscribe,
    () => content,
    () => null,
  );
}

export function useFooterButton(node: ReactNode): void {
  useEffect(() => {
    setContent(node);
    return () => setContent(null);
  }, [node]);
}
