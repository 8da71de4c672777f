// Tells the service worker whether a shared device's session is open (shared-device-worker.ts):
// every worker of the registration, the one installing included, so a first install that finishes
// mid-session never stores a photo of it.
import { askWorker } from './ask-worker.ts';
import { SHARED_DEVICE_SESSION } from './runtime-data-names.ts';

/** Resolves once every worker has noted it (or did not answer in time). */
export async function tellWorkersSharedDevice(shared: boolean): Promise<void> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  const registration = await container.getRegistration().catch(() => undefined);
  const workers = new Set(
    [container.controller, registration?.installing, registration?.waiting, registration?.active].filter(
      (worker): worker is ServiceWorker => Boolean(worker),
    ),
  );
  await Promise.all([...workers].map((worker) => askWorker({ type: SHARED_DEVICE_SESSION, shared }, worker)));
}
