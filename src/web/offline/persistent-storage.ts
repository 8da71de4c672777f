// Persistent storage: asked for once per browser, and remembered under this key in
// localStorage, kept at sign-out (lib/wipe.ts). The request itself is persistent-storage-request.ts,
// loaded with the first signed-in page.
export const PERSISTENT_STORAGE_ASKED_KEY = 'gangway-persist-asked';
