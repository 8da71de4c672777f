// Loading the current customer for the route guards. 401 means signed out (and clears the cached
// customer); any other failure keeps a cached customer, so a traveller offline still gets in.
import type { QueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../shared/contract/customer.ts';
import { isApiFailure } from '../../lib/api-client.ts';
import { meQuery } from './api.ts';

export async function loadCurrentCustomer(
  queryClient: QueryClient,
  options: { fresh?: boolean } = {},
): Promise<Customer | null> {
  try {
    const data = options.fresh
      ? await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 })
      : await queryClient.ensureQueryData({ ...meQuery(), revalidateIfStale: true });
    return data.customer;
  } catch (error) {
    if (isApiFailure(error) && error.status === 401) {
      queryClient.removeQueries({ queryKey: meQuery().queryKey, exact: true });
      return null;
    }
    const cached = queryClient.getQueryData(meQuery().queryKey);
    if (cached) return cached.customer;
    throw error;
  }
}
