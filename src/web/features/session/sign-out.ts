// Sign out: DELETE /customer/sessions; on success every persisted byte is wiped, the login
// flag goes to 'false' (other tabs follow), this device's push subscription is dropped, and the
// tab goes to login. On failure the customer is
// still signed in: the flag stays 'true' and the tab goes to the dashboard.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { sessionPaths } from '../../../shared/contract/sessions.ts';
import { api } from '../../lib/api-client.ts';
import { wipePersistedData } from '../../lib/wipe-on-demand.ts';
import { markLoggedOut } from '../../lib/login-state.ts';
import { forgetDevicePush } from '../push/api.ts';
import { sessionKeys } from './api.ts';

export async function signOut(queryClient: QueryClient): Promise<boolean> {
  try {
    await api('delete', sessionPaths.sessions(), v.unknown());
  } catch {
    return false;
  }
  await forgetSession(queryClient);
  return true;
}

/** Everything of the session on this device goes; run once the server has ended it (or will). */
export async function forgetSession(queryClient: QueryClient): Promise<void> {
  // The flag first: queries still mounted may refetch once the cache is cleared, and their 401s
  // must read as "already signed out", not as an expired session.
  markLoggedOut();
  // The server dropped this device's subscription with the session; the browser forgets it too.
  await forgetDevicePush();
  // Reset (not just clear) the customer so mounted readers such as the header hear of it at once,
  // even when the page doesn't navigate away.
  await queryClient.resetQueries({ queryKey: sessionKeys.me(), exact: true });
  await wipePersistedData(queryClient);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => signOut(queryClient),
    onSuccess: (signedOut) => navigate({ to: signedOut ? '/login' : '/' }),
  });
  return { signOut: () => mutation.mutate(), signingOut: mutation.isPending };
}

/** The account is gone on the server (deleted): forget it on this device and go to sign-in. */
export function useLeaveDeletedAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await forgetSession(queryClient);
    await navigate({ to: '/login' });
  };
}
