// Registers the service worker (production builds only: the dev server has no precache manifest).
// The caller decides how to ask the traveller: onNeedRefresh receives `activate`, which hands
// control to the waiting worker and reloads this tab once it has taken over.
export type ServiceWorkerCallbacks = {
  onNeedRefresh: (activate: () => void) => void;
  onOfflineReady: () => void;
};

export function registerServiceWorker(options: ServiceWorkerCallbacks): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded on demand so workbox-window stays out of the first paint's JavaScript.
  void import('workbox-window').then(({ Workbox }) => {
    const workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      options.onNeedRefresh(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      });
    });
    workbox.addEventListener('activated', (event) => {
      if (!event.isUpdate) options.onOfflineReady();
    });
    // Installed apps can stay open for days: look for a new version whenever the app comes back.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox.update();
    });
    void workbox.register();
  });
}
