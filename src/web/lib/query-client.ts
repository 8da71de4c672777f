// The one QueryClient of the app. Answers are kept for 24 h in memory so the copy persisted to
// IndexedDB (see persister.ts) is still useful on an offline start. Queries are not retried here:
// the API client (ky) already retries each GET on a network failure or a busy server, and a second
// layer would multiply the attempts (3 x 3) a signed-out burst or a dead connection costs.
import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiFailure } from './api-client.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Called when a query or a mutation answers 401: the session is gone (expired, or signed out
 * elsewhere). `query` is undefined for a mutation. The handler ignores visitor pages, where a 401
 * is the answer to wrong credentials.
 */
export type FailedQuery = Query<unknown, unknown, unknown, readonly unknown[]>;
type UnauthorizedHandler = (query: FailedQuery | undefined) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiFailure(error) && error.status === 401) onUnauthorized(query);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isApiFailure(error) && error.status === 401) onUnauthorized(undefined);
      },
    }),
    defaultOptions: {
      queries: { gcTime: DAY_MS, retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
