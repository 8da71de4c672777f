// POST /customer/passengers/{id}/invitations makes a fresh single-use link (and e-mails it when an
// address is given); PUT resends the spot's pending invitation. The booking is re-read afterwards
// because the spot's invitationPending changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdInvitation, invitationPaths } from '../../../../../shared/contract/invitations.ts';
import { api } from '../../../../lib/api-client.ts';
import { bookingKeys } from '../../api/booking-queries.ts';

type Variables = { email?: string };

function useInvitationCall(method: 'post' | 'put', bookingId: number, passengerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['invitations', method, passengerId],
    mutationFn: ({ email }: Variables) =>
      api(method, invitationPaths.create(passengerId), createdInvitation, {
        json: { invitation: email ? { email } : {} },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.detail(bookingId) }),
  });
}

export const useCreateInvitation = (bookingId: number, passengerId: number) =>
  useInvitationCall('post', bookingId, passengerId);

export const useResendInvitation = (bookingId: number, passengerId: number) =>
  useInvitationCall('put', bookingId, passengerId);
