// Names the service worker and the page agree on for what the worker keeps at run time (photos,
// avatars and their expiry records), so sign-out can find and remove all of it.

/** The page asks the worker to drop its runtime caches and expiry records (sign-out). */
export const FORGET_RUNTIME_DATA = 'FORGET_RUNTIME_DATA';

/** workbox-expiration's IndexedDB database (models/CacheTimestampsModel.js in workbox 7). */
export const EXPIRATION_DB_NAME = 'workbox-expiration';

/**
 * The page tells the worker whether a shared device's session is open ({type, shared}); the worker
 * answers once it has noted it (offline/shared-device-worker.ts).
 */
export const SHARED_DEVICE_SESSION = 'SHARED_DEVICE_SESSION';
