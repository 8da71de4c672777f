/// <reference lib="webworker" />
// The service worker: precaches the app shell (vite-plugin-pwa injects the build's file list into
// self.__WB_MANIFEST) so the installed app opens offline. API responses are never cached here:
// the query cache persisted to IndexedDB is what serves data offline.
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Navigations the server must answer itself: the API and the full-page redirects to the CRM host.
const networkOnlyNavigations = [/^\/api(\/|$)/, /^\/customers\/auto(\/|$)/, /^\/reviews\/new(\/|$)/];

let appShell: ReturnType<typeof createHandlerBoundToURL> | undefined;

// Every other navigation gets the precached index.html and the client router takes over. This is
// workbox-routing's NavigationRoute in a few lines, without a dependency outside the design card.
// It is registered before precacheAndRoute so that it, not the precache route, answers navigations
// (the first listener to call respondWith wins).
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (networkOnlyNavigations.some((pattern) => pattern.test(url.pathname))) return;
  // Bound lazily: the handler can only be created once precacheAndRoute has registered index.html.
  appShell ??= createHandlerBoundToURL('/index.html');
  event.respondWith(appShell({ request, event, url }));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// registerType 'prompt': a new version waits until the traveller accepts the reload banner.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
