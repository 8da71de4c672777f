// What the service worker answers itself and what it leaves to the network: pure rules, shared by
// the worker (src/web/sw.ts) and its unit test.
import { LIVENESS_PATH, READINESS_PATH } from '../../shared/contract/health.ts';

/**
 * Navigations the server must answer: the API, the full-page redirects to the CRM host, and the
 * health probes (a person opening /readyz must see the server's answer, not the app).
 */
export const NETWORK_ONLY_NAVIGATIONS: readonly RegExp[] = [
  /^\/api(\/|$)/,
  /^\/customers\/auto(\/|$)/,
  /^\/reviews\/new(\/|$)/,
  ...[LIVENESS_PATH, READINESS_PATH].map((path) => new RegExp(`^${path}$`)),
];

/** Product photos and avatars, cached as they are shown; the rest of the images are precached. */
export const RUNTIME_IMAGE_CACHE = {
  name: 'gangway-images',
  maxEntries: 80,
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

const RUNTIME_IMAGE_PATHS = [/^\/images\/products\//, /^\/avatars\//];

/**
 * Product photos and avatars, on this origin or on the CRM host that may serve them. Nothing under
 * /api is ever cached by the worker: offline, an API call fails instead of answering an old copy.
 */
export function isRuntimeCachedImage(url: URL, ownOrigin: string): boolean {
  if (url.origin === ownOrigin && /^\/api(\/|$)/.test(url.pathname)) return false;
  return RUNTIME_IMAGE_PATHS.some((pattern) => pattern.test(url.pathname));
}

export function isNetworkOnlyNavigation(url: URL): boolean {
  return NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test(url.pathname));
}
