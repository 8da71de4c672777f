// The one QueryClient of the app. Answers are kept for 24 h in memory so the copy persisted to
// IndexedDB (see persister.ts) is still useful on an offline start; 4xx answers are final, so they
// are never retried, while network failures get two more tries.
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

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiFailure(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
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
      queries: { gcTime: DAY_MS, retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
