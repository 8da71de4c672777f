// PUT /customer/bookings/{bookingId}/passengers/{id}: optimistic (the booking in the cache changes
// at once), rolled back on failure with a toast, and the booking re-read either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Booking, bookingPaths, passenger } from '../../../../../shared/contract/bookings.ts';
import type { PassengerFormData } from '../../../../../shared/domain/forms/passenger.ts';
import { api, isApiFailure } from '../../../../lib/api-client.ts';
import { toast } from '../../../../ui/toast-store.ts';
import { bookingKeys } from '../../api/booking-queries.ts';
import { withPassenger, withPassengerDetails } from '../optimistic.ts';
import { PASSENGER_UPDATED, updateFailureLines } from '../passenger-form-rules.ts';

type Variables = { passengerId: number; data: PassengerFormData };

export function useUpdatePassenger(bookingId: number) {
  const queryClient = useQueryClient();
  const key = bookingKeys.detail(bookingId);
  return useMutation({
    mutationKey: ['passengers', 'update', bookingId],
    mutationFn: ({ passengerId, data }: Variables) =>
      api('put', bookingPaths.passenger(bookingId, passengerId), passenger, { json: { passenger: data } }),
    onMutate: async ({ passengerId, data }) => {
      // A booking read in flight would overwrite the optimistic picture with the old one.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Booking>(key);
      if (previous) queryClient.setQueryData<Booking>(key, withPassengerDetails(previous, passengerId, data));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData<Booking>(key, context.previous);
      const lines = updateFailureLines(isApiFailure(error) && error.status === 422 ? error.errors : undefined);
      for (const line of lines) toast(line, 'error');
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Booking>(key, (current) => (current ? withPassenger(current, saved) : current));
      toast(PASSENGER_UPDATED, 'success');
    },
    // Prices, statuses and the status bar may follow from the change: read the booking again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
