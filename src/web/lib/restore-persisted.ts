// The restore of a persisted query cache (persister.ts loads this only when there is one): parse,
// check it is of this build, this customer and not too old (persist-policy.ts), then hydrate.
// Every restored answer counts as stale: the copy on disk may predate the last change made before
// the page closed, so pages show it at once and refetch behind it.
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { isRestorable } from './persist-policy.ts';

/** The restored copy, or undefined when `raw` is missing, unreadable or not restorable. */
export function restoreFrom(
  queryClient: QueryClient,
  raw: unknown,
  expected: { buster: string; customerId: number | undefined },
): PersistedClient | undefined {
  const client = typeof raw === 'string' ? (JSON.parse(raw) as PersistedClient) : undefined;
  if (!client || !isRestorable(client, { ...expected, now: Date.now() })) return undefined;
  hydrate(queryClient, client.clientState);
  void queryClient.invalidateQueries({ refetchType: 'none' });
  return client;
}
