// Registers the service worker (production builds only: the dev server has no precache manifest)
// and turns what it does into the two facts the banners show: ready to work offline (the first
// install), and a new version ready (an update installed and waiting). The new version only takes
// over when the traveller chooses Reload (applyUpdate), never by itself.
import { loadStatusBanners } from './banners/status-banners.tsx';
import { setServiceWorkerState, setUpdateActivator } from './service-worker-state.ts';
import { startUpdateChecks } from './update-checks.ts';
import { isSharedSession } from '../lib/shared-session.ts';
import { tellWorkersSharedDevice } from './shared-device-notice.ts';

type WorkerLike = EventTarget & { readonly state: string; postMessage(message: unknown): void };
export type RegistrationLike = EventTarget & {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  readonly active: WorkerLike | null;
};
export type ContainerLike = EventTarget & { readonly controller: unknown };
export type ServiceWorkerReports = { offlineReady: () => void; updateReady: () => void };

export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** Follows a registration's workers and reports the two facts above. */
export function watchRegistration(
  registration: RegistrationLike,
  container: ContainerLike,
  report: ServiceWorkerReports,
): void {
  // A page opened while a new version was already waiting (a reload does not activate it).
  if (registration.waiting && registration.active) report.updateReady();
  let firstInstall = !registration.active && !registration.waiting;
  const track = (worker: WorkerLike) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.active && registration.active !== worker) {
        report.updateReady();
      } else if (worker.state === 'activated' && firstInstall) {
        firstInstall = false;
        report.offlineReady();
      }
    });
  };
  if (registration.installing) track(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) track(registration.installing);
  });
  // Another tab accepted the update: this page still runs the old build under the new worker,
  // whose precache no longer holds this build's files. Offer the reload here too.
  const hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (hadController) report.updateReady();
  });
}

/** The Reload action: hand over to the waiting worker, then reload once it controls this page. */
export function updateActivator(
  registration: RegistrationLike,
  container: ContainerLike,
  reload: () => void,
): () => void {
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };
  return () => {
    const waiting = registration.waiting;
    // No waiting worker: another tab already activated it and it controls this page.
    if (!waiting) return reloadOnce();
    container.addEventListener('controllerchange', reloadOnce, { once: true });
    waiting.postMessage(SKIP_WAITING);
  };
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  void container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      // A worker installing (the first one, or an update) means a banner will follow: its code
      // is fetched now, so the banner shows the moment the worker reports.
      const bannersAhead = () => void loadStatusBanners().catch(() => {});
      if (registration.installing || registration.waiting) bannersAhead();
      registration.addEventListener('updatefound', bannersAhead);
      watchRegistration(registration, container, {
        offlineReady: () => setServiceWorkerState({ offlineReady: true }),
        updateReady: () => setServiceWorkerState({ updateReady: true }),
      });
      setUpdateActivator(updateActivator(registration, container, () => window.location.reload()));
      // A first install can finish mid-session: the worker must know before it stores a photo.
      void tellWorkersSharedDevice(isSharedSession());
      // An update check offline or against a failing server just rejects: try again later.
      startUpdateChecks(() => void registration.update().catch(() => {}));
    })
    .catch(() => {
      // Without a worker the app still runs online; there is nothing the traveller can do.
    });
}
