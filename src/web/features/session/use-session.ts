// What the shell needs to know about the session without fetching: the cached customer and the
// cross-tab login flag. (The persisted cache is restored before the first render, see main.tsx.)
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isMarkedLoggedIn, subscribeLoginFlag } from '../../offline/login-state.ts';
import { type CurrentCustomer, meQuery } from './api.ts';

export type SessionView =
  | { state: 'signed-in'; current: CurrentCustomer }
  | { state: 'signed-out' }
  | { state: 'unknown' };

export function useSession(): SessionView {
  // Guards load the customer; the shell only reads what they cached.
  const { data } = useQuery({ ...meQuery(), enabled: false });
  // The server has no flag (false). In the browser a page is hydrated only where the flag cannot
  // change its markup: a signed-in page the server rendered has the customer (data, above), and a
  // visitor's page is hydrated only when signed out (main.tsx). So hydrating reads the flag itself:
  // a server value that differed would re-render the shell at once, without yielding, after it.
  const flagged = useSyncExternalStore(
    subscribeLoginFlag,
    isMarkedLoggedIn,
    import.meta.env.SSR ? () => false : isMarkedLoggedIn,
  );
  if (data) return { state: 'signed-in', current: data };
  if (flagged) return { state: 'unknown' };
  return { state: 'signed-out' };
}
