// A booking's credit notes with their refunds. The keys start with 'payments', so invalidating
// paymentKeys.all refreshes them; lib/persist-policy.ts lets them persist for offline reading.
import { queryOptions } from '@tanstack/react-query';
import { creditNoteList, creditNotePaths } from '../../../../../shared/contract/credit-notes.ts';
import { api } from '../../../../lib/api-client.ts';
import { paymentKeys } from '../../api/payment-queries.ts';

export const creditNoteKeys = {
  all: [...paymentKeys.all, 'credit-notes'] as const,
  list: (bookingId: number) => [...creditNoteKeys.all, bookingId] as const,
};

/** GET /customer/bookings/{id}/credit_notes: newest note first, each with its refunds. */
export const creditNotesQuery = (bookingId: number) =>
  queryOptions({
    queryKey: creditNoteKeys.list(bookingId),
    queryFn: () => api('get', creditNotePaths.list(bookingId), creditNoteList),
    select: (answer) => answer.creditNotes,
  });
