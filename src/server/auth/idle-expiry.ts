// A shared device's session ends after SHARED_IDLE_MS without a request. Requests slide its expiry
// forward, but at most once every SHARED_RENEW_EVERY_MS, so a busy reader costs one small write a
// minute rather than one per request; the page's keep-alive (the traveller's touches and keys, and
// "Stay signed in") renews at once. However busy, it never outlives the session's lifetime.
export const SHARED_IDLE_MS = 15 * 60 * 1000;
export const SHARED_RENEW_EVERY_MS = 60 * 1000;

export type SlidingSession = { sharedDevice: boolean; expiresAt: Date };

/**
 * The expiry a request at `now` moves the session to, or null when it moves nothing: not a shared
 * device's session, already expired, renewed less than SHARED_RENEW_EVERY_MS ago (unless `force`),
 * or at the end of its lifetime.
 */
export function renewedExpiry(session: SlidingSession, now: Date, lifetimeEnd: Date, force = false): Date | null {
  if (!session.sharedDevice || session.expiresAt.getTime() <= now.getTime()) return null;
  const next = Math.min(now.getTime() + SHARED_IDLE_MS, lifetimeEnd.getTime());
  const gained = next - session.expiresAt.getTime();
  if (gained <= 0 || (!force && gained < SHARED_RENEW_EVERY_MS)) return null;
  return new Date(next);
}
