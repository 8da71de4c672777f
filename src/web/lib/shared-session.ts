// Whether this browser's session is a shared device's ("This is a shared device" at sign-in). The
// server sets a readable marker cookie beside the session cookie (SHARED_DEVICE_COOKIE), so every
// tab knows at once, before any answer arrives, and the marker goes with the session at sign-out or
// when the browser closes. While it is set, nothing of the customer is kept on the device: no
// persisted queries, page snapshots, remembered customer, stored photos or avatars, read-ahead,
// persistent storage or push reminders; and "Save for offline" is not offered.
import { useSyncExternalStore } from 'react';
import { SHARED_DEVICE_COOKIE } from '../../shared/contract/sessions.ts';
import { subscribeLoginFlag } from './login-state.ts';

const MARKER = `${SHARED_DEVICE_COOKIE}=1`;
let sharedSeen = false;

// document.cookie is slow to read, and the writers and screens ask on every change: the answer is
// kept until the login flag is written (each sign-in, sign-out or profile answer), the moments
// the marker can change.
let known: boolean | undefined;
let watching = false;

export function isSharedSession(): boolean {
  if (typeof document === 'undefined') return false;
  if (!watching) {
    watching = true;
    subscribeLoginFlag(() => {
      known = undefined;
    });
  }
  known ??= document.cookie.split('; ').includes(MARKER);
  if (known) sharedSeen = true;
  return known;
}

/** A shared session is open, or was in this tab: the sign-in form then offers nothing of it. */
export function isSharedDevice(): boolean {
  return isSharedSession() || sharedSeen;
}

/**
 * A shared session that ended without the server's sign-out (expired, or signed out elsewhere)
 * leaves the marker behind: it goes with the rest at the wipe.
 */
export function forgetSharedSession(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  if (isSharedSession()) document.cookie = `${SHARED_DEVICE_COOKIE}=; Max-Age=0; Path=/`;
  known = false;
}

/** isSharedSession for components: the marker changes only with the login flag (sign-in, sign-out). */
export function useSharedSession(): boolean {
  return useSyncExternalStore(subscribeLoginFlag, isSharedSession, () => false);
}
