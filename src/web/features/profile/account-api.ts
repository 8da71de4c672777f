// The account as a whole, on the profile: where it is signed in (listed and ended), the data file,
// and deleting the account with a pending request to the operator when a booking is active.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  type AccountDeletionProof,
  accountDeletionResponse,
  accountPaths,
  deletionRequestResponse,
  signedInDevicesResponse,
} from '../../../shared/contract/account.ts';
import { api } from '../../lib/api-client.ts';
import { toast } from '../../ui/toast-store.ts';

const accountKeys = {
  devices: () => ['account', 'signed-in-devices'] as const,
  deletionRequest: () => ['account', 'deletion-request'] as const,
};

export const signedInDevicesQuery = () =>
  queryOptions({
    queryKey: accountKeys.devices(),
    queryFn: async () => (await api('get', accountPaths.sessions(), signedInDevicesResponse)).sessions,
  });

export const deletionRequestQuery = () =>
  queryOptions({
    queryKey: accountKeys.deletionRequest(),
    queryFn: async () => (await api('get', accountPaths.deletionRequest(), deletionRequestResponse)).deletionRequest,
  });

const SIGN_OUT_FAILED = 'That device was not signed out. Please try again.';

/** Ends one other session (by id), or every other one (no id). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | undefined) =>
      api('delete', id === undefined ? accountPaths.otherSessions() : accountPaths.session(id), v.unknown()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices() }),
    onError: () => toast(SIGN_OUT_FAILED, 'error'),
  });
}

export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** Deletes the account; when a booking is active the answer is the request sent to the operator. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: AccountDeletionProof) =>
      api('post', accountPaths.deletion(), accountDeletionResponse, { json: data }),
    onSuccess: (answer) => {
      if (!answer.deleted) queryClient.setQueryData(accountKeys.deletionRequest(), answer.deletionRequest);
    },
  });
}
