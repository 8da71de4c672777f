// The restore of a persisted query cache (persister.ts loads this only when there is one): parse,
// check it is of this build, this customer and not too old (persist-policy.ts), then hydrate.
// Every restored answer counts as stale: the copy on disk may predate the last change made before
// the page closed, so pages show it at once and refetch behind it.
// Each step leaves a performance measure (RESTORE_MEASURES) that bench/offline-start.mjs reports:
// the wait for the copy and this code, the parse (with the copy's size) and the hydrate.
import { hydrate, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { isRestorable } from './persist-policy.ts';

const RESTORE_MEASURES = {
  wait: 'gangway:restore-wait',
  parse: 'gangway:restore-parse',
  hydrate: 'gangway:restore-hydrate',
} as const;

/** The restored copy, or undefined when `raw` is missing, unreadable or not restorable. */
export function restoreFrom(
  queryClient: QueryClient,
  raw: unknown,
  expected: { buster: string; customerId: number | undefined },
): PersistedClient | undefined {
  if (typeof raw !== 'string') return undefined;
  const arrived = performance.now();
  performance.measure(RESTORE_MEASURES.wait, { start: 0, end: arrived });
  const client = JSON.parse(raw) as PersistedClient;
  const parsed = performance.now();
  performance.measure(RESTORE_MEASURES.parse, { start: arrived, end: parsed, detail: { characters: raw.length } });
  if (!isRestorable(client, { ...expected, now: Date.now() })) return undefined;
  // TanStack Query takes itself to be online until an 'offline' event. navigator.onLine is to be
  // trusted when it says false: an offline start (the reason this copy exists) then pauses the
  // restored pages' refetches at once, as a connection lost later does, instead of loading the API
  // transport and sending requests that cannot leave before the first paint.
  if (!navigator.onLine) onlineManager.setOnline(false);
  hydrate(queryClient, client.clientState);
  void queryClient.invalidateQueries({ refetchType: 'none' });
  performance.measure(RESTORE_MEASURES.hydrate, { start: parsed, end: performance.now() });
  return client;
}
