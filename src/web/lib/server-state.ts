// The query answers a server-rendered page was made from (web/prerender/render-signed-in.ts), carried
// in the page as JSON after #root, and taken in by the client before it hydrates
// (router/server-rendered-page.ts), so its first render is the server's.
// They go in as answers that have just arrived (setQueryData), not as a restored copy: what
// watches for arriving answers (read-ahead for offline, persistent storage, the persister) reacts
// to them as it would to the browser's own fetches.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '../../shared/server-rendered-pages.ts';
import { noteSignedInCustomer, sessionKeys } from '../features/session/api.ts';

export type ServerState = { queries: { key: QueryKey; data: unknown; updatedAt: number }[] };

/** Every successful answer in the cache (the server render's). */
export function collectServerState(queryClient: QueryClient): ServerState {
  return {
    queries: queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
  };
}

const isServerState = (value: unknown): value is ServerState =>
  typeof value === 'object' && value !== null && Array.isArray((value as ServerState).queries);

/** Puts the page's answers into the cache; true when they include the signed-in customer. */
export function adoptServerState(queryClient: QueryClient): boolean {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return false;
  let state: unknown;
  try {
    state = JSON.parse(element.textContent);
  } catch {
    return false;
  }
  element.remove(); // read once; nothing of it stays in the document
  if (!isServerState(state)) return false;
  for (const { key, data, updatedAt } of state.queries) queryClient.setQueryData(key, data, { updatedAt });
  const me = queryClient.getQueryData<{ customer: { id: number } }>(sessionKeys.me());
  if (!me) return false;
  noteSignedInCustomer(me.customer.id);
  return true;
}
