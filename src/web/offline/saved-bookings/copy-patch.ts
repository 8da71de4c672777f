// The service worker's refresh writes fresh answers into the copy of the query cache on disk as
// TanStack's dehydrate would have: the query replaced (or added), fetched now. Pure.
type DehydratedQuery = {
  queryKey: readonly unknown[];
  queryHash: string;
  state: Record<string, unknown> & { data?: unknown; dataUpdatedAt: number; status: string };
  dehydratedAt?: number;
};
export type StoredCopy = {
  buster: string;
  timestamp: number;
  clientState: { queries: DehydratedQuery[]; mutations: unknown[] };
};
export type FreshAnswer = { queryKey: readonly unknown[]; data: unknown };

const freshState = (data: unknown, now: number) => ({
  data,
  dataUpdateCount: 1,
  dataUpdatedAt: now,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
});

/** TanStack's hash of a key of strings and numbers, which a booking's keys are (checked in the test). */
const hashOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

export function withFreshAnswers(copy: StoredCopy, answers: readonly FreshAnswer[], now: number): StoredCopy {
  const queries = [...copy.clientState.queries];
  for (const { queryKey, data } of answers) {
    const queryHash = hashOf(queryKey);
    const query: DehydratedQuery = { queryKey, queryHash, state: freshState(data, now), dehydratedAt: now };
    const index = queries.findIndex((held) => held.queryHash === queryHash);
    if (index === -1) queries.push(query);
    else queries[index] = query;
  }
  return { ...copy, timestamp: now, clientState: { ...copy.clientState, queries } };
}
