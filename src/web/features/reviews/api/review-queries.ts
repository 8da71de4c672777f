// The signed-in traveller's review of a booking, and writing it. Persisted with the rest, so what
// was written reads offline too.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReviewFormData, reviewAnswer, reviewCreated, reviewPaths } from '../../../../shared/contract/reviews.ts';
import { api } from '../../../lib/api-client.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  one: (bookingId: number) => [...reviewKeys.all, bookingId] as const,
};

export const reviewQuery = (bookingId: number) =>
  queryOptions({
    queryKey: reviewKeys.one(bookingId),
    queryFn: () => api('get', reviewPaths.one(bookingId), reviewAnswer),
    select: (answer) => answer.review,
  });

export function useWriteReview(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewFormData) =>
      api('post', reviewPaths.one(bookingId), reviewCreated, { json: { review } }),
    onSuccess: (answer) => queryClient.setQueryData(reviewKeys.one(bookingId), answer),
  });
}
