// POST /customer/sessions. A success marks this browser logged in (other tabs follow).
import { useMutation } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/contract/customer.ts';
import { sessionPaths, signInResponse } from '../../../../shared/contract/sessions.ts';
import type { LoginData } from '../../../../shared/domain/forms/login.ts';
import { api } from '../../../lib/api-client.ts';
import { markLoggedIn } from '../../../lib/login-state.ts';

export type AfterSuccess = (customer: Customer) => unknown;

/** `onSuccess` is awaited before the mutation settles, so the form stays busy until it is done. */
export function useSignIn(onSuccess?: AfterSuccess) {
  return useMutation({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: (credentials: LoginData) =>
      api('post', sessionPaths.sessions(), signInResponse, { json: { customer: credentials } }),
    onSuccess: async (customer) => {
      markLoggedIn();
      await onSuccess?.(customer);
    },
  });
}
