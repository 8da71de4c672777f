// A booking's words ('Your Tour', 'Booking #id': shared/domain/brands.ts bookingWords) need its
// brand, which a page may not have yet: it is taken from the booking when that is in the cache,
// else from the dashboard's list, and is null until one of them is known (a cold deep link), so
// no page calls a tour a cruise for a moment.
import { useQuery } from '@tanstack/react-query';
import { bookingWords } from '../../../shared/domain/brands.ts';
import { bookingQuery, bookingsQuery } from './api/booking-queries.ts';

export function useBookingWords(id: number): ReturnType<typeof bookingWords> | null {
  const { data: booking } = useQuery(bookingQuery(id));
  // Read only: the list is whatever the dashboard left in the cache.
  const { data: listed } = useQuery({
    ...bookingsQuery(),
    enabled: false,
    select: (list) => list.find((entry) => entry.id === id),
  });
  const known = booking ?? listed;
  return known ? bookingWords(known) : null;
}
