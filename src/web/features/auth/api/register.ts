// POST /customer/registrations: creates the account and signs it in. A success marks this browser
// logged in (other tabs follow), as a sign-in does.
import { useMutation } from '@tanstack/react-query';
import { registrationResponse, sessionPaths } from '../../../../shared/contract/sessions.ts';
import type { RegistrationData } from '../../../../shared/domain/forms/registration.ts';
import { api } from '../../../lib/api-client.ts';
import { markLoggedIn } from '../../../lib/login-state.ts';
import type { AfterSuccess } from './sign-in.ts';

/** `onSuccess` is awaited before the mutation settles, so the form stays busy until it is done. */
export function useRegister(onSuccess?: AfterSuccess) {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: (data: RegistrationData) =>
      api('post', sessionPaths.registrations(), registrationResponse, { json: { customer: data } }),
    onSuccess: async (customer) => {
      markLoggedIn();
      await onSuccess?.(customer);
    },
  });
}
