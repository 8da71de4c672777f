/// <reference lib="webworker" />
// The worker's side of a shared device's session: while one is open, product photos and avatars are
// shown but never stored. The page tells the worker (shared-device-notice.ts) when a session starts
// and at every start of the app; the worker keeps the answer in memory and in a small cache of its
// own holding only '1' or '0', so a worker the browser stopped and started again mid-session, or a
// new version taking over, still knows. A page message rather than a mark on the image answers:
// photos may come from the CRM host, whose answers this server cannot mark.
import type { WorkboxPlugin } from 'workbox-core';
import { SHARED_DEVICE_SESSION } from './runtime-data-names.ts';

const STATE_CACHE = 'gangway-device';
const STATE_URL = '/__gangway/shared-device-session';

let shared: boolean | undefined;

async function isSharedDeviceSession(): Promise<boolean> {
  if (shared === undefined) {
    const stored = await caches.match(STATE_URL, { cacheName: STATE_CACHE }).catch(() => undefined);
    shared = (await stored?.text()) === '1';
  }
  return shared;
}

async function noteSharedDeviceSession(value: boolean): Promise<void> {
  shared = value;
  const cache = await caches.open(STATE_CACHE);
  await cache.put(STATE_URL, new Response(value ? '1' : '0'));
}

/**
 * The image cache's store rule: a complete answer (or a cross-origin one, which cannot be read) is
 * kept, unless a shared device's session is open. It replaces workbox's default rule, which a
 * strategy drops once any plugin has its own.
 */
export const notOnSharedDevice: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 && response.status !== 0) return null;
    return (await isSharedDeviceSession()) ? null : response;
  },
};

export function onSharedDeviceMessage(event: ExtendableMessageEvent): void {
  const data = event.data as { type?: unknown; shared?: unknown } | null;
  if (data?.type !== SHARED_DEVICE_SESSION) return;
  // Noted in memory at once (an image fetched next is refused); stored before the page hears back.
  const noted = noteSharedDeviceSession(data.shared === true).catch(() => {});
  event.waitUntil(noted.then(() => event.ports[0]?.postMessage('done')));
}
