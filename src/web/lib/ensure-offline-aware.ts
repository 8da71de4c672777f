// ensureQueryData for route loaders that also works at sea: offline, an answer saved on this device
// is used as it is, and a page never saved here fails at once with NotSavedOffline instead of
// waiting for a connection (TanStack Query pauses fetches while offline, so the page would
// otherwise show its loading placeholder forever).
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isOnline } from '../offline/online-status.ts';

export class NotSavedOffline extends Error {
  constructor() {
    super('This page is not saved on this device');
    this.name = 'NotSavedOffline';
  }
}

export const isNotSavedOffline = (error: unknown): error is NotSavedOffline => error instanceof NotSavedOffline;

export function ensureOfflineAware<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  if (!isOnline() && queryClient.getQueryData(options.queryKey) === undefined) {
    return Promise.reject(new NotSavedOffline());
  }
  return queryClient.ensureQueryData(options);
}
