// The beforeLoad functions of the visitor and invitation layouts; the signed-in layouts' guards are
// in signed-in-guards.ts, loaded with the signed-in code (route-code.ts), so the sign-in page does
// not carry them. The decisions themselves are pure (guard.ts).
import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { loadCurrentCustomer } from '../features/session/current-customer.ts';
import { whenCacheRestored } from '../lib/persister.ts';
import { isMarkedLoggedIn } from '../lib/login-state.ts';
import { decideVisitorGuard } from './guard.ts';

export type GuardArgs = {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
  /** The router is only preloading the route (a link pointed at or focused): nothing may stick. */
  preload?: boolean;
};

/** Visitor pages: a signed-in customer goes to the dashboard. */
export async function visitorGuard({ context: { queryClient } }: GuardArgs): Promise<void> {
  // Only ask the server when this browser believes it is signed in: a visitor's login page then
  // makes no failing (401) request at all.
  if (!isMarkedLoggedIn()) return;
  await whenCacheRestored();
  const customer = await loadCurrentCustomer(queryClient).catch(() => null);
  const target = decideVisitorGuard(customer);
  if (target) throw redirect(target);
}

/**
 * The invitation page shows an 'already logged in' variant, so it loads the customer but stays. It
 * asks the server even when this browser has no login flag (a new tab, cleared storage, a link
 * opened from mail in another browser profile): the session cookie, not the flag, says who is
 * signed in, and a signed-in customer must not be offered a sign-up form.
 */
export async function loadCustomerIfSignedIn({ context: { queryClient } }: GuardArgs): Promise<void> {
  // A prerendered invitation is a visitor's (the browser then asks, web/router/prerendered-page.ts).
  if (import.meta.env.SSR) return;
  await whenCacheRestored();
  await loadCurrentCustomer(queryClient).catch(() => null);
}
