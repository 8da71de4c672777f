// "The data on screen came from the persisted cache and could not be refreshed": derived from the
// QueryClient, so it follows every page without the pages knowing. A query counts when it is on
// screen (active), holds data from before this page load (restored from IndexedDB), and its
// refresh is waiting for a connection (paused), has failed since that data arrived, or is being
// retried after a failure.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** When this page started; anything fetched since is fresh from the server. */
export const PAGE_LOADED_AT = Date.now();

export type QueryOnScreen = {
  isActive: () => boolean;
  state: {
    data: unknown;
    dataUpdatedAt: number;
    error: unknown;
    errorUpdatedAt: number;
    fetchFailureCount: number;
    fetchStatus: 'fetching' | 'paused' | 'idle';
  };
};

/** When the oldest data on screen that could not be refreshed was fetched, or undefined. */
export function unrefreshedSince(queries: readonly QueryOnScreen[], pageLoadedAt: number): number | undefined {
  let oldest: number | undefined;
  for (const query of queries) {
    const { state } = query;
    if (state.data === undefined || state.dataUpdatedAt === 0 || state.dataUpdatedAt >= pageLoadedAt) continue;
    if (!query.isActive()) continue;
    const waitingForNetwork = state.fetchStatus === 'paused';
    const refreshFailed =
      state.fetchStatus === 'idle' && state.error != null && state.errorUpdatedAt >= state.dataUpdatedAt;
    const retrying = state.fetchStatus === 'fetching' && state.fetchFailureCount > 0;
    if (!waitingForNetwork && !refreshFailed && !retrying) continue;
    if (oldest === undefined || state.dataUpdatedAt < oldest) oldest = state.dataUpdatedAt;
  }
  return oldest;
}

export function useUnrefreshedSince(): number | undefined {
  const queryClient: QueryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(() => unrefreshedSince(cache.getAll(), PAGE_LOADED_AT), [cache]);
  return useSyncExternalStore(subscribe, read, read);
}
