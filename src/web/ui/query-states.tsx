// The states every list read from the server goes through, in one place: never loaded and offline
// (TanStack Query pauses the fetch, so a placeholder would never end), loading, failed (with the way
// on), and loaded, which the caller renders.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
  if (query.isError)
    return (
      <LoadFailure
        error={query.error}
        what={failedWhat}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return children(query.data);
}
