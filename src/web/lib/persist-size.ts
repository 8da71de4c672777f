// How much of the query cache is written: the size bound, applied through the persister's serialize
// and retry options (cache-persister.ts) only, so the start-up bundle does not carry it. Pure,
// unit-tested in persist-policy.test.ts.

/** Never dropped to fit the size bound: without the customer an offline start cannot begin. */
const PINNED_KEY_ROOTS: readonly string[] = ['session'];

type SizedQuery = { queryKey: readonly unknown[]; state: { dataUpdatedAt: number } };
type SizedClient<Q extends SizedQuery> = { clientState: { queries: Q[]; mutations: unknown[] } };

export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The client, its JSON within `maxBytes`: when it is larger, without the least recently updated
 * queries (never the pinned customer) it takes to fit, those `keptLonger` (a saved booking's) only
 * once no other is left. `undefined` when even that is too large.
 */
export function fitWithinBytes<Q extends SizedQuery, C extends SizedClient<Q>>(
  client: C,
  maxBytes: number,
  keptLonger: (query: Q) => boolean = () => false,
): C | undefined {
  let total = utf8Bytes(JSON.stringify(client));
  if (total <= maxBytes) return client;
  const pinned = (query: Q) => PINNED_KEY_ROOTS.includes(String(query.queryKey[0]));
  const oldestFirst = client.clientState.queries
    .filter((query) => !pinned(query))
    .sort((a, b) => Number(keptLonger(a)) - Number(keptLonger(b)) || a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  const doomed = new Set<Q>();
  for (const query of oldestFirst) {
    if (total <= maxBytes) break;
    doomed.add(query);
    total -= utf8Bytes(JSON.stringify(query)) + 1; // its comma in the array
  }
  if (total > maxBytes) return undefined;
  return {
    ...client,
    clientState: { ...client.clientState, queries: client.clientState.queries.filter((q) => !doomed.has(q)) },
  };
}
