/// <reference lib="webworker" />
// The service worker. It precaches the app shell and every chunk of the build (vite-plugin-pwa
// injects the file list into self.__WB_MANIFEST), so any screen opens offline after one online
// visit; the data itself comes from the query cache persisted to IndexedDB, which is why API
// responses are never cached here (an offline API call must fail, not answer from an old copy).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { closeOnVersionChange } from './offline/close-on-version-change.ts';
import { deleteDatabase } from './offline/delete-database.ts';
import { withPageSnapshot } from './offline/page-snapshot-response.ts';
import { clickTarget, notificationOf, readPushPayload } from './offline/push-notification.ts';
import { config } from './lib/config.ts';
import { refreshSavedInBackground } from './offline/saved-bookings/background-refresh.ts';
import { PERIODIC_REFRESH_TAG } from './offline/saved-bookings/refresh-messages.ts';
import { EXPIRATION_DB_NAME, FORGET_RUNTIME_DATA } from './offline/runtime-data-names.ts';
import { notOnSharedDevice, onSharedDeviceMessage } from './offline/shared-device-worker.ts';
import {
  isRuntimeCachedImage,
  NETWORK_ONLY_NAVIGATIONS,
  RUNTIME_IMAGE_CACHE,
} from './offline/service-worker-routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Before anything opens a database here: sign-out must be able to delete the expiry records.
closeOnVersionChange(self.indexedDB);

// Precache before the navigation route, so index.html is known when the handler is bound. Each
// build's precache carries its own index.html revision: once a new worker is activated, every
// navigation gets the new index, never the one of the build it replaced. No directory index: a
// navigation to / is the dashboard's, answered by the navigation route below like every other.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// Every navigation except the API and the full-page redirects to the CRM host gets the precached
// index.html; the client router takes over from there. The dashboard and a booking's page come
// with their last snapshot painted in it, when there is one (offline/page-snapshot-rules.ts).
const shell = createHandlerBoundToURL('index.html');
registerRoute(
  new NavigationRoute(async (options) => withPageSnapshot(await shell(options), options.url, config.buildId), {
    denylist: [...NETWORK_ONLY_NAVIGATIONS],
  }),
);

// Product photos and avatars are not part of the build: cache them as they are shown, shown from
// the cache at once and refreshed behind, with a bound on count and age so the cache cannot grow
// without limit (and is the first to go if the browser runs short of quota).
const imageExpiration = new ExpirationPlugin({
  maxEntries: RUNTIME_IMAGE_CACHE.maxEntries,
  maxAgeSeconds: RUNTIME_IMAGE_CACHE.maxAgeSeconds,
  purgeOnQuotaError: true,
});
registerRoute(
  ({ request, url }) => request.destination === 'image' && isRuntimeCachedImage(url, self.location.origin),
  new StaleWhileRevalidate({ cacheName: RUNTIME_IMAGE_CACHE.name, plugins: [notOnSharedDevice, imageExpiration] }),
);

// Sign-out on a shared tablet: the photos and avatars a customer saw, and the records of when,
// must not be left for the next person. The plugin drops its cache and its records and forgets
// its open connection's owner (a later photo opens a fresh one); deleting the database then
// closes that connection (closeOnVersionChange). The precache stays: it is the app, not a customer.
async function forgetRuntimeData(): Promise<void> {
  await imageExpiration.deleteCacheAndMetadata().catch(() => {});
  await deleteDatabase(self.indexedDB, EXPIRATION_DB_NAME);
}

// A new version waits until the traveller chooses Reload in the new-content banner (never a
// surprise reload that could lose a half-filled form). Once it does take over, it takes every
// open tab, so no tab keeps running against a precache that no longer exists.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The page waits for the answer on the port it sent, so it checks what is left only afterwards.
  if (type === FORGET_RUNTIME_DATA)
    event.waitUntil(forgetRuntimeData().then(() => event.ports[0]?.postMessage('done')));
});
self.addEventListener('message', onSharedDeviceMessage);
clientsClaim();

// Push reminders (offline/push-notification.ts): always shown, as browsers require of a push.
self.addEventListener('push', (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json() ?? null;
  } catch {
    json = null;
  }
  const { title, options } = notificationOf(readPushPayload(json));
  event.waitUntil(self.registration.showNotification(title, options));
});

// A tap focuses a window of the app already open and takes it to the screen, or opens one there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = clickTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      // Only a window this worker controls can be navigated; it is brought forward once there.
      const [open] = await self.clients.matchAll({ type: 'window' });
      const moved = open ? await open.navigate(target).catch(() => null) : null;
      if (moved) await moved.focus().catch(() => moved);
      else await self.clients.openWindow(target);
    })(),
  );
});

// Saved bookings kept fresh with the app closed, where the browser wakes the worker for it (an
// installed app in Chromium): offline/saved-bookings/background-refresh.ts.
type PeriodicSyncEvent = ExtendableEvent & { tag: string };
self.addEventListener('periodicsync' as 'message', (event) => {
  const { tag } = event as unknown as PeriodicSyncEvent;
  if (tag !== PERIODIC_REFRESH_TAG) return;
  const worker = {
    clients: self.clients,
    origin: self.location.origin,
    apiOrigin: config.apiOrigin,
    buildId: config.buildId,
  };
  event.waitUntil(refreshSavedInBackground(worker).catch(() => {}));
});
