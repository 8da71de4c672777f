// One source of truth for "is there a connection?", shared by the offline banner and every
// online-only action (payments, card changes, sending messages). navigator.onLine can only be
// trusted when it says false, which is exactly the case we disable controls for.
import { useSyncExternalStore } from 'react';

/** Shown next to a control that needs the network while the device is offline. */
export const OFFLINE_ACTION_REASON =
  "You're offline. This needs a connection; it will be available again once you're back online.";

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => navigator.onLine;
// Server rendering does not exist here, but React asks: assume online.
const readOnlineOnServer = () => true;

export function isOnline(): boolean {
  // A server render is online: Node's navigator has no onLine (and other runtimes have no navigator).
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Re-renders when the connection drops or returns. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, readOnlineOnServer);
}
