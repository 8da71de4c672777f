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
import {
  isRuntimeCachedImage,
  NETWORK_ONLY_NAVIGATIONS,
  RUNTIME_IMAGE_CACHE,
} from './offline/service-worker-routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Precache before the navigation route, so index.html is known when the handler is bound. Each
// build's precache carries its own index.html revision: once a new worker is activated, every
// navigation gets the new index, never the one of the build it replaced.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation except the API and the full-page redirects to the CRM host gets the precached
// index.html; the client router takes over from there.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NETWORK_ONLY_NAVIGATIONS] }));

// Product photos and avatars are not part of the build: cache them as they are shown, shown from
// the cache at once and refreshed behind, with a bound on count and age so the cache cannot grow
// without limit (and is the first to go if the browser runs short of quota).
registerRoute(
  ({ request, url }) => request.destination === 'image' && isRuntimeCachedImage(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: RUNTIME_IMAGE_CACHE.name,
    plugins: [
      new ExpirationPlugin({
        maxEntries: RUNTIME_IMAGE_CACHE.maxEntries,
        maxAgeSeconds: RUNTIME_IMAGE_CACHE.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A new version waits until the traveller chooses Reload in the new-content banner (never a
// surprise reload that could lose a half-filled form). Once it does take over, it takes every
// open tab, so no tab keeps running against a precache that no longer exists.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
