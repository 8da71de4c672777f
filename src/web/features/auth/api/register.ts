// POST /customer/registrations: answers 'check your e-mail' whether or not the address has an
// account (the link in the e-mail creates it); POST /customer/registrations/confirm opens that link
// and signs the new customer in.
import { useMutation } from '@tanstack/react-query';
import {
  confirmRegistrationResponse,
  registrationAccepted,
  registrationPaths,
} from '../../../../shared/contract/registration-links.ts';
import { sessionPaths } from '../../../../shared/contract/sessions.ts';
import type { RegistrationData } from '../../../../shared/domain/forms/registration.ts';
import { api } from '../../../lib/api-client.ts';
import { markLoggedIn } from '../../../offline/login-state.ts';

export function useRegister() {
  return useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: (data: RegistrationData) =>
      api('post', sessionPaths.registrations(), registrationAccepted, { json: { customer: data } }),
  });
}

export async function confirmRegistration(token: string) {
  const confirmed = await api('post', registrationPaths.confirm(), confirmRegistrationResponse, { json: { token } });
  markLoggedIn();
  return confirmed;
}
