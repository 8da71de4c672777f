// The password calls: forgot (POST /customer/password), reset by e-mailed token (PUT, signs in) and
// the forced first password (POST /customer/me/change_default_password).
import { useMutation } from '@tanstack/react-query';
import { customer, customerPaths } from '../../../../shared/contract/customer.ts';
import { forgotPasswordResponse, resetPasswordResponse, sessionPaths } from '../../../../shared/contract/sessions.ts';
import type {
  ForgotPasswordData,
  ResetPasswordData,
  SetPasswordData,
} from '../../../../shared/domain/forms/passwords.ts';
import { api } from '../../../lib/api-client.ts';
import { markLoggedIn } from '../../../lib/login-state.ts';
import type { AfterSuccess } from './sign-in.ts';

export function useForgotPassword(onSuccess?: () => unknown) {
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (data: ForgotPasswordData) =>
      api('post', sessionPaths.password(), forgotPasswordResponse, { json: { customer: data } }),
    onSuccess: async () => {
      await onSuccess?.();
    },
  });
}

export function useResetPassword(onSuccess?: AfterSuccess) {
  return useMutation({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (data: ResetPasswordData) =>
      api('put', sessionPaths.password(), resetPasswordResponse, { json: { customer: data } }),
    onSuccess: async (signedIn) => {
      markLoggedIn();
      await onSuccess?.(signedIn);
    },
  });
}

export function useSetDefaultPassword(onSuccess?: AfterSuccess) {
  return useMutation({
    mutationKey: ['auth', 'set-default-password'],
    mutationFn: (data: SetPasswordData) =>
      api('post', customerPaths.changeDefaultPassword(), customer, { json: { customer: data } }),
    onSuccess: async (updated) => {
      await onSuccess?.(updated);
    },
  });
}
