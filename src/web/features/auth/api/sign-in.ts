// POST /customer/sessions. A success marks this browser logged in (other tabs follow), once the
// service worker knows whether the session is a shared device's (it must not store its photos).
import { useMutation } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/contract/customer.ts';
import { sessionPaths, signInResponse } from '../../../../shared/contract/sessions.ts';
import type { LoginData } from '../../../../shared/domain/forms/login.ts';
import { api } from '../../../lib/api-client.ts';
import { markLoggedIn } from '../../../lib/login-state.ts';
import { tellWorkersSharedDevice } from '../../../offline/shared-device-notice.ts';
import { isSharedSession } from '../../../lib/shared-session.ts';

export type AfterSuccess = (customer: Customer) => unknown;

/** `onSuccess` is awaited before the mutation settles, so the form stays busy until it is done. */
export function useSignIn(onSuccess?: AfterSuccess) {
  return useMutation({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: (credentials: LoginData) =>
      api('post', sessionPaths.sessions(), signInResponse, { json: { customer: credentials } }),
    onSuccess: (customer) => afterSignIn(customer, onSuccess),
  });
}

/** What every way of signing in does next: tell the service worker, mark this browser logged in, go on. */
export async function afterSignIn(customer: Customer, onSuccess?: AfterSuccess): Promise<void> {
  await tellWorkersSharedDevice(isSharedSession());
  markLoggedIn();
  await onSuccess?.(customer);
}
