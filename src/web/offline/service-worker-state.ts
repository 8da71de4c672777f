// What the service worker has told this page, as a tiny external store the banners read:
// offlineReady — the first install finished, the app now opens without a connection;
// updateReady — a new version is installed (waiting, or already in control of this old page).
import { useSyncExternalStore } from 'react';

export type ServiceWorkerState = { offlineReady: boolean; updateReady: boolean };

let state: ServiceWorkerState = { offlineReady: false, updateReady: false };
const listeners = new Set<() => void>();
let applyUpdateNow: () => void = () => window.location.reload();

export function getServiceWorkerState(): ServiceWorkerState {
  return state;
}

export function setServiceWorkerState(patch: Partial<ServiceWorkerState>): void {
  const next = { ...state, ...patch };
  if (next.offlineReady === state.offlineReady && next.updateReady === state.updateReady) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServiceWorkerState(): ServiceWorkerState {
  return useSyncExternalStore(subscribe, getServiceWorkerState, getServiceWorkerState);
}

/** Set by the registration: how this page hands over to the new version. */
export function setUpdateActivator(activate: () => void): void {
  applyUpdateNow = activate;
}

/** The new-content banner's Reload: only ever on the traveller's request. */
export function applyUpdate(): void {
  applyUpdateNow();
}
