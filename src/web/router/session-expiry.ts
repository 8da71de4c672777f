// A 401 on any query while this tab believes it is signed in means the session ended elsewhere
// (expired, or revoked on the server): wipe what the device holds and ask for a new sign-in that
// comes back to the same page.
import type { QueryClient } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';
import { sessionKeys } from '../features/session/api.ts';
import { type FailedQuery, setUnauthorizedHandler } from '../lib/query-client.ts';
import { wipePersistedData } from '../lib/wipe-on-demand.ts';
import { isMarkedLoggedIn, markLoggedOut } from '../lib/login-state.ts';
import type { AppRouter } from './router.ts';
import { isUnauthenticatedRouteId } from './route-tree.ts';

export function isOnUnauthenticatedPage(router: AppRouter): boolean {
  return router.state.matches.some((match) => isUnauthenticatedRouteId(match.routeId));
}

export function installSessionExpiry(router: AppRouter, queryClient: QueryClient): void {
  const me = hashKey(sessionKeys.me());
  setUnauthorizedHandler((query: FailedQuery | undefined) => {
    // The guards handle a first profile fetch that answers 401 (signed out, nothing cached). The
    // profile fetch marks the flag itself, so a cached profile is the sign we were signed in.
    const wasSignedIn = query?.queryHash === me ? query.state.data !== undefined : isMarkedLoggedIn();
    if (!wasSignedIn || isOnUnauthenticatedPage(router)) return;
    markLoggedOut();
    const back = router.state.location.href;
    void wipePersistedData(queryClient).then(() => router.navigate({ to: '/login', search: { redirect: back } }));
  });
}
