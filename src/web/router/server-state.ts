// The query answers a server-rendered page was made from (web/prerender/render-signed-in.ts), carried
// in the page as JSON after #root, and taken in by the client before it hydrates
// (router/server-rendered-page.ts), so its first render is the server's.
// They go in as answers that have just arrived (setQueryData), not as a restored copy: what
// watches for arriving answers (read-ahead for offline, persistent storage, the persister) reacts
// to them as it would to the browser's own fetches.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '../../shared/server-rendered-pages.ts';
import { noteSignedInCustomer, sessionKeys } from '../features/session/api.ts';

type ServerState = { queries: { key: QueryKey; data: unknown; updatedAt: number }[] };

/**
 * Every successful answer in the cache (the server render's), as JSON that cannot end the <script>
 * it is written into, whatever a name or a message holds.
 */
export function serverStateJson(queryClient: QueryClient): string {
  const state: ServerState = {
    queries: queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
  };
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const isServerState = (value: unknown): value is ServerState =>
  typeof value === 'object' && value !== null && Array.isArray((value as ServerState).queries);

/** Between two answers: each answer's arrival (and what watches for it) can be a task of its own. */
type Between = () => Promise<void>;
const straightOn: Between = () => Promise.resolve();

/** Puts the page's answers into the cache; true when they include the signed-in customer. */
export function adoptServerState(queryClient: QueryClient, between: Between = straightOn): Promise<boolean> {
  const element = document.getElementById(SERVER_STATE_ID);
  element?.remove(); // read once; nothing of it stays in the document
  return adoptServerStateJson(queryClient, element?.textContent ?? '', between);
}

export async function adoptServerStateJson(
  queryClient: QueryClient,
  json: string,
  between: Between = straightOn,
): Promise<boolean> {
  let state: unknown;
  try {
    state = JSON.parse(json);
  } catch {
    return false;
  }
  if (!isServerState(state)) return false;
  for (const { key, data, updatedAt } of state.queries) {
    await between();
    queryClient.setQueryData(key, data, { updatedAt });
  }
  const me = queryClient.getQueryData<{ customer: { id: number } }>(sessionKeys.me());
  if (!me) return false;
  noteSignedInCustomer(me.customer.id);
  return true;
}
