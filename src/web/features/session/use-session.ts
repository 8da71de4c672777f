// What the shell needs to know about the session without fetching: the cached customer, whether
// the persisted cache is still being restored, and the cross-tab login flag.
import { useIsRestoring, useQuery } from '@tanstack/react-query';
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
  const restoring = useIsRestoring();
  const flagged = useSyncExternalStore(subscribeLoginFlag, isMarkedLoggedIn, () => false);
  if (data) return { state: 'signed-in', current: data };
  if (restoring || flagged) return { state: 'unknown' };
  return { state: 'signed-out' };
}
