// GET /customer/bookings/{id}/visa_letter, under the booking's key so re-reading the booking
// refreshes it too.
import { queryOptions } from '@tanstack/react-query';
import { bookingPaths } from '../../../../shared/contract/bookings.ts';
import { visaLetter } from '../../../../shared/contract/visa-letter.ts';
import { api } from '../../../lib/api-client.ts';
import { bookingKeys } from '../api/booking-queries.ts';

export const visaLetterQuery = (bookingId: number) =>
  queryOptions({
    queryKey: [...bookingKeys.detail(bookingId), 'visa-letter'] as const,
    queryFn: () => api('get', bookingPaths.visaLetter(bookingId), visaLetter),
  });
