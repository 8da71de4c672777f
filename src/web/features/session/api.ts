// The signed-in customer. GET /customer/me answers the customer and, in a header, the server's
// current time, which every date rule on the client uses instead of the device clock.
// Its outcome also drives the cross-tab login flag: success marks logged in, 401 logged out, and
// success remembers which customer this browser is signed in as: the persisted cache restored on
// the next start is that customer's, and a new customer's first answer deletes anyone else's.
import { queryOptions } from '@tanstack/react-query';
import { CURRENT_DATE_HEADER } from '../../../shared/contract/api.ts';
import { customer, customerPaths } from '../../../shared/contract/customer.ts';
import { apiCall, isApiFailure } from '../../lib/api-client.ts';
import { deleteStaleCaches } from '../../lib/persister.ts';
import { cacheKeyFor } from '../../lib/persist-policy.ts';
import { markLoggedIn, markLoggedOut, rememberCustomer, rememberedCustomerId } from '../../offline/login-state.ts';

export type CurrentCustomer = Awaited<ReturnType<typeof fetchMe>>;

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/** This browser is signed in as `customerId` (a profile answer said so): flag, customer, caches. */
export function noteSignedInCustomer(customerId: number): void {
  markLoggedIn();
  if (rememberedCustomerId() !== customerId) {
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
