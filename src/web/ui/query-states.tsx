// The states every list read from the server goes through, in one place: never loaded and offline
// (TanStack Query pauses the fetch, so a placeholder would never end), loading, failed (with the way
// on), and loaded, which the caller renders. Once loaded, a later refresh that fails keeps what was
// loaded on screen with a quiet line saying so (a poll or a refetch tries again); only a 404, the
// record gone, replaces it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiFailure } from '../lib/api-client.ts';
import { LoadFailure } from './load-failure.tsx';
import { NotSavedOffline } from './not-saved-offline.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** As the offline notice says it: 'Your {what} can't be shown offline yet.' */
  what: string;
  /** As the failure says it: 'Sorry! There was an error loading {failedWhat}.' */
  failedWhat: string;
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
};

export function QueryStates<T>({ query, what, failedWhat, placeholder, children }: Props<T>) {
  if (query.isPending && query.isPaused) return <NotSavedOffline what={what} />;
  if (query.isPending) return placeholder;
  // A 404 says the record is gone: what was loaded no longer stands.
  const gone = isApiFailure(query.error) && query.error.status === 404;
  if (query.isLoadingError || (query.isError && gone))
    return (
      <LoadFailure
        error={query.error}
        what={failedWhat}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <>
      {/* Always there, so the line is announced when it appears. */}
      <div role="status">
        {query.isRefetchError ? (
          <p className="mb-2 text-sm text-slate-700">Could not refresh {failedWhat}. Showing what was loaded last.</p>
        ) : null}
      </div>
      {children(query.data)}
    </>
  );
}
