// Loading the current customer for the route guards. 401 means signed out: whatever is cached
// belongs to a session that has ended, so all of it goes (and with the login flag now 'false' the
// persister deletes the IndexedDB copy). Any other failure keeps a cached customer, so a traveller
// offline still gets in. When the server answers with another customer than the one this browser
// remembered (someone else signed in meanwhile), nothing cached for the previous one is kept.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../shared/contract/customer.ts';
import { isApiFailure } from '../../lib/api-client.ts';
import { rememberedCustomerId } from '../../lib/login-state.ts';
import { meQuery } from './api.ts';

function forgetAllBut(queryClient: QueryClient) {
  const me = hashKey(meQuery().queryKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== me });
}

export async function loadCurrentCustomer(
  queryClient: QueryClient,
  options: { fresh?: boolean } = {},
): Promise<Customer | null> {
  try {
    const before = rememberedCustomerId() ?? queryClient.getQueryData(meQuery().queryKey)?.customer.id;
    const data = options.fresh
      ? await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 })
      : await queryClient.ensureQueryData({ ...meQuery(), revalidateIfStale: true });
    if (before !== undefined && before !== data.customer.id) forgetAllBut(queryClient);
    return data.customer;
  } catch (error) {
    if (isApiFailure(error) && error.status === 401) {
      queryClient.removeQueries();
      return null;
    }
    const cached = queryClient.getQueryData(meQuery().queryKey);
    if (cached) return cached.customer;
    throw error;
  }
}
