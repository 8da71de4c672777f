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
  const flagged = useSyncExternalStore(subscribeLoginFlag, isMarkedLoggedIn, () => false);
  if (data) return { state: 'signed-in', current: data };
  if (flagged) return { state: 'unknown' };
  return { state: 'signed-out' };
}
