import { useParams } from '@tanstack/react-router';

/** The booking id of a /bookings/$id... page (parsed to a number by the route's params). */
export function useBookingId(): number {
  const { id } = useParams({ strict: false });
  return Number(id);
}
