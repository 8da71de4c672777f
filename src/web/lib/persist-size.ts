// How much of the query cache is written: the size bound, applied by the writer (persist-writer.ts)
// only, so the start-up bundle does not carry it. Pure, unit-tested in persist-policy.test.ts.

/** Never dropped to fit the size bound: without the customer an offline start cannot begin. */
const PINNED_KEY_ROOTS: readonly string[] = ['session'];

type SizedQuery = { queryKey: readonly unknown[]; state: { dataUpdatedAt: number } };
type SizedClient<Q extends SizedQuery> = { clientState: { queries: Q[]; mutations: unknown[] } };

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The client as JSON within `maxBytes`: when it is larger, the least recently updated queries are
 * dropped (never the pinned customer) until it fits. `undefined` when even that is too large.
 */
export function fitWithinBytes<Q extends SizedQuery, C extends SizedClient<Q>>(
  client: C,
  maxBytes: number,
): { json: string; dropped: number } | undefined {
  const json = JSON.stringify(client);
  let total = utf8Bytes(json);
  if (total <= maxBytes) return { json, dropped: 0 };
  const pinned = (query: Q) => PINNED_KEY_ROOTS.includes(String(query.queryKey[0]));
  const oldestFirst = client.clientState.queries
    .filter((query) => !pinned(query))
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  const doomed = new Set<Q>();
  for (const query of oldestFirst) {
    if (total <= maxBytes) break;
    doomed.add(query);
    total -= utf8Bytes(JSON.stringify(query)) + 1; // its comma in the array
  }
  const kept = {
    ...client,
    clientState: { ...client.clientState, queries: client.clientState.queries.filter((q) => !doomed.has(q)) },
  };
  const fitted = JSON.stringify(kept);
  return utf8Bytes(fitted) <= maxBytes ? { json: fitted, dropped: doomed.size } : undefined;
}
