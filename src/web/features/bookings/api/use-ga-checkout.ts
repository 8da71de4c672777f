// POST /customer/bookings/{id}/ga_checkout, once per booking: sent when the booking page
// has loaded the booking, remembered (ga-checkout-memory.ts) only after the server took it, so a
// failed or offline attempt is tried again on a later visit. Analytics can wait: it leaves once the
// browser is idle, not in the task that shows (or hydrates) the page.
// A mutation of the client's cache (its 401 handling applies) but with no observer: nothing shows
// its progress, and useMutation's every state (sending, sent) rendered the whole page again, at
// once and without yielding.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as v from 'valibot';
import { bookingPaths } from '../../../../shared/contract/bookings.ts';
import { api } from '../../../lib/api-client.ts';
import { whenIdle } from '../../../lib/main-thread.ts';
import { checkoutSent, checkoutStore, rememberCheckout } from './ga-checkout-memory.ts';

// Guards against a second send while the first is on its way (StrictMode effects, quick revisits).
const inFlight = new Set<number>();

export function useGaCheckout(bookingId: number, ready: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready || !navigator.onLine || inFlight.has(bookingId) || checkoutSent(checkoutStore(), bookingId)) return;
    inFlight.add(bookingId);
    whenIdle(() => {
      const checkout = queryClient.getMutationCache().build(queryClient, {
        mutationFn: (id: number) => api('post', bookingPaths.gaCheckout(id), v.unknown()),
        onSuccess: (_answer, id) => rememberCheckout(checkoutStore(), id),
        onSettled: (_answer, _error, id) => inFlight.delete(id),
      });
      checkout.execute(bookingId).catch(() => {}); // tried again on a later visit
    });
  }, [bookingId, ready, queryClient]);
}
