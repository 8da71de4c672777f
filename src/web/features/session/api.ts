// The signed-in customer. GET /customer/me answers the customer and, in a header, the server's
// current time, which every date rule on the client uses instead of the device clock.
// Its outcome also drives the cross-tab login flag: success marks logged in, 401 logged out, and
// success remembers which customer this browser is signed in as: the persisted cache restored on
// the next start is that customer's, and a new customer's first answer deletes anyone else's.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { CURRENT_DATE_HEADER } from '../../../shared/contract/api.ts';
import { customer, customerPaths } from '../../../shared/contract/customer.ts';
import { apiCall, isApiFailure } from '../../lib/api-client.ts';
import { deleteStaleCaches } from '../../lib/persister.ts';
import { tellWorkersSharedDevice } from '../../offline/shared-device-notice.ts';
import { cacheKeyFor } from '../../lib/persist-policy.ts';
import {
  isMarkedLoggedIn,
  markLoggedIn,
  markLoggedOut,
  rememberCustomer,
  rememberedCustomerId,
  subscribeLoginFlag,
} from '../../lib/login-state.ts';
import { isSharedSession } from '../../lib/shared-session.ts';

export type CurrentCustomer = Awaited<ReturnType<typeof fetchMe>>;

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/**
 * This browser is signed in as `customerId` (a profile answer said so): flag, customer, caches, and
 * what the service worker may store. A shared device remembers no one and keeps no one's copy.
 */
export function noteSignedInCustomer(customerId: number): void {
  markLoggedIn();
  const shared = isSharedSession();
  void tellWorkersSharedDevice(shared);
  if (shared) {
    void deleteStaleCaches(undefined);
  } else if (rememberedCustomerId() !== customerId) {
    rememberCustomer(customerId);
    void deleteStaleCaches(cacheKeyFor(customerId));
  }
}

async function fetchMe() {
  try {
    const { data, headers } = await apiCall('get', customerPaths.me(), customer);
    noteSignedInCustomer(data.id);
    return { customer: data, serverNow: headers.get(CURRENT_DATE_HEADER) ?? new Date().toISOString() };
  } catch (error) {
    if (isApiFailure(error) && error.status === 401) markLoggedOut();
    throw error;
  }
}

export const meQuery = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: fetchMe,
    staleTime: 60_000,
  });

// What the shell needs to know about the session without fetching: the cached customer and the
// cross-tab login flag. (The persisted cache is restored before the first render, see main.tsx.)

export type SessionView =
  | { state: 'signed-in'; current: CurrentCustomer }
  | { state: 'signed-out' }
  | { state: 'unknown' };

export function useSession(): SessionView {
  // Guards load the customer; the shell only reads what they cached.
  const { data } = useQuery({ ...meQuery(), enabled: false });
  // The server has no flag (false). In the browser a page is hydrated only where the flag cannot
  // change its markup: a signed-in page the server rendered has the customer (data, above), and a
  // visitor's page is hydrated only when signed out (main.tsx). So hydrating reads the flag itself:
  // a server value that differed would re-render the shell at once, without yielding, after it.
  const flagged = useSyncExternalStore(
    subscribeLoginFlag,
    isMarkedLoggedIn,
    import.meta.env.SSR ? () => false : isMarkedLoggedIn,
  );
  if (data) return { state: 'signed-in', current: data };
  if (flagged) return { state: 'unknown' };
  return { state: 'signed-out' };
}
