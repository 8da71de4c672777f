// The beforeLoad functions of the signed-in layouts (route-tree.ts calls them through
// route-code.ts's loadSignedInGuards); the decisions themselves are pure (guard.ts).
import { hashKey } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { loadCurrentCustomer } from '../features/session/current-customer.ts';
import { sessionKeys } from '../features/session/api.ts';
import { loadSignedInControls } from '../features/shell/preload-signed-in-controls.ts';
import { whenCacheRestored } from '../lib/persister.ts';
import { announceRefresh } from '../lib/login-state.ts';
import { decideGuard } from './guard.ts';
import type { GuardArgs } from './guards.ts';
import { loadBookingsCode, loadSignedInOfflineWork } from './route-code.ts';
import { isStaffRemembered, rememberStaff } from './staff-flag.ts';

const searchOf = (location: ParsedLocation) => location.search as Record<string, unknown>;

export async function authenticatedGuard({ context: { queryClient }, location, preload }: GuardArgs): Promise<void> {
  // Fetched while the customer is looked up: what this guard starts below, and the bookings
  // loaders (most signed-in pages), so the page's loader does not wait for its code.
  const offlineWork = loadSignedInOfflineWork();
  void loadBookingsCode().catch(() => {});
  await whenCacheRestored();
  const search = searchOf(location);
  // (1) The current customer; asked afresh when everything is to be refreshed.
  const fresh = search.refresh === true || search.refresh === 'true';
  let customer = await loadCurrentCustomer(queryClient, { fresh });
  let decision = decideGuard({ customer, search, href: location.href, staffRemembered: isStaffRemembered() });
  // A cached (possibly persisted) customer may predate the password just set: confirm with the
  // server before forcing the password page. Offline, the cached answer stands.
  if (!fresh && decision.redirect?.to === '/welcome/change_password') {
    customer = await loadCurrentCustomer(queryClient, { fresh: true });
    decision = decideGuard({ customer, search, href: location.href, staffRemembered: isStaffRemembered() });
  }
  // Only a page really opened remembers staff=true or refreshes: a preload of a 'Skip for now' link
  // that was merely pointed at must not skip the forced password for the rest of the tab.
  if (decision.rememberStaff && !preload) rememberStaff();
  // (2) refresh=true: every cached answer is stale, and other tabs learn who is signed in now.
  if (decision.refreshAll && customer && !preload) {
    announceRefresh(customer.id);
    const me = hashKey(sessionKeys.me());
    void queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== me });
  }
  // (3) login with the full path, (4) the forced password page.
  if (decision.redirect) throw redirect(decision.redirect);
  // Read-ahead and persistent storage: only a signed-in traveller's bookings trigger them, in the
  // browser (a server render reads only the page's own data).
  if (!import.meta.env.SSR) {
    await offlineWork.then(({ startSignedInOfflineWork }) => startSignedInOfflineWork(queryClient)).catch(() => {});
  }
  // (5) The header's notifications; the page does not wait for them.
  if (decision.loadHeaderNotifications) {
    void loadSignedInControls();
    // Imported on demand: the sign-in page's JavaScript does not carry the notifications code.
    void import('../features/shell/notifications-api.ts').then(({ headerNotificationsQuery }) =>
      queryClient.prefetchQuery(headerNotificationsQuery()),
    );
  }
}

/** The forced password page: signed in, else login with the full path; no forced redirect. */
export async function signedInGuard({ context: { queryClient }, location }: GuardArgs): Promise<void> {
  await whenCacheRestored();
  const customer = await loadCurrentCustomer(queryClient);
  if (!customer) throw redirect({ to: '/login', search: { redirect: location.href } });
}
