// The payments list of a booking. Keys start with 'payments': of those, the persister writes only
// this list and the credit notes to IndexedDB, for offline reading (lib/persist-policy.ts).
import { queryOptions } from '@tanstack/react-query';
import { paymentList, paymentPaths } from '../../../../shared/contract/payments.ts';
import { api } from '../../../lib/api-client.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (bookingId: number) => [...paymentKeys.lists(), bookingId] as const,
};

/** GET /customer/bookings/{id}/payments: complete payments, refunds and transfers, newest first. */
export const paymentsQuery = (bookingId: number) =>
  queryOptions({
    queryKey: paymentKeys.list(bookingId),
    queryFn: () => api('get', paymentPaths.list(bookingId), paymentList),
    select: (answer) => answer.payments,
  });
