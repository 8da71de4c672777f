// Refreshes what is on screen as soon as the connection returns. TanStack Query does this itself
// only when it saw the connection go: its online manager starts out "online" whatever the device
// says, so after a start without a connection the refreshes fail, and the 'online' event that
// follows is no change to it. cancelRefetch: false joins a refresh already under way.
// (Starting the online manager offline instead would pause the signed-in customer's first fetch
// of an offline start forever.) Part of the query client's set-up, not of any screen.
import type { QueryClient } from '@tanstack/react-query';

export function startRefreshOnReconnect(queryClient: QueryClient): () => void {
  const refresh = () => void queryClient.refetchQueries({ type: 'active', stale: true }, { cancelRefetch: false });
  window.addEventListener('online', refresh);
  return () => window.removeEventListener('online', refresh);
}
