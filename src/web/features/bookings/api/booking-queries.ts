// Every booking answer the screens read goes through these factories. Keys are hierarchical, so
// invalidating bookingKeys.detail(id) (after a payment, a passenger edit) also refreshes that
// booking's status bar, and bookingKeys.all refreshes everything about bookings.
import { queryOptions } from '@tanstack/react-query';
import { booking, bookingList, bookingPaths, statusBar } from '../../../../shared/contract/bookings.ts';
import { api } from '../../../lib/api-client.ts';

export const bookingKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingKeys.all, 'list'] as const,
  list: () => [...bookingKeys.lists(), 'mine'] as const,
  details: () => [...bookingKeys.all, 'detail'] as const,
  detail: (id: number) => [...bookingKeys.details(), id] as const,
  statusBar: (id: number) => [...bookingKeys.detail(id), 'status-bar'] as const,
};

/** GET /customer/bookings: every booking the customer leads or travels on (the dashboard). */
export const bookingsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.list(),
    queryFn: () => api('get', bookingPaths.list(), bookingList),
  });

/** GET /customer/bookings/{id}: the booking with passengers, extras and its direction. */
export const bookingQuery = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.detail(id),
    queryFn: () => api('get', bookingPaths.one(id), booking),
  });

/** GET /customer/bookings/{id}/booking_status_bar?enquiry_id={id}. */
export const statusBarQuery = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.statusBar(id),
    queryFn: () => api('get', bookingPaths.statusBar(id), statusBar, { searchParams: { enquiryId: id } }),
  });
