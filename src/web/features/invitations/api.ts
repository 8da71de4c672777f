// The invited person's side of an invitation: GET /customer/invitations/{token} (public) and
// PUT /customer/accept_invitations/{token} once signed in.
import { queryOptions } from '@tanstack/react-query';
import { acceptedInvitation, invitation, invitationPaths } from '../../../shared/contract/invitations.ts';
import { api } from '../../lib/api-client.ts';

export const invitationKeys = {
  all: ['invitations'] as const,
  one: (token: string) => [...invitationKeys.all, token] as const,
};

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.one(token),
    queryFn: () => api('get', invitationPaths.show(token), invitation),
    retry: false, // an unknown token is a 404 to report, not to retry
    staleTime: 0,
  });

export const acceptInvitation = (token: string, isNewCustomer: boolean) =>
  api('put', invitationPaths.accept(token), acceptedInvitation, { json: { isNewCustomer } });
