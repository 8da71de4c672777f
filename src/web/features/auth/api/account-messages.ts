// The server's own texts for the forced set-password page, each with the booking to continue to.
import { queryOptions } from '@tanstack/react-query';
import { customerPaths, passwordResetMessage, welcomePageMessage } from '../../../../shared/contract/customer.ts';
import { api } from '../../../lib/api-client.ts';

export const accountMessageKeys = {
  all: ['account-messages'] as const,
  welcome: () => [...accountMessageKeys.all, 'welcome'] as const,
  passwordReset: () => [...accountMessageKeys.all, 'password-reset'] as const,
};

export const welcomeMessageQuery = () =>
  queryOptions({
    queryKey: accountMessageKeys.welcome(),
    queryFn: () => api('get', customerPaths.welcomePageMessage(), welcomePageMessage),
    staleTime: 5 * 60_000,
  });

export const passwordResetMessageQuery = () =>
  queryOptions({
    queryKey: accountMessageKeys.passwordReset(),
    queryFn: () => api('get', customerPaths.passwordResetMessage(), passwordResetMessage),
    staleTime: 5 * 60_000,
  });
