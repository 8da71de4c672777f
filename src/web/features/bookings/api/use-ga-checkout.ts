// POST /customer/bookings/{id}/ga_checkout, once per booking (spec §7): sent when the booking page
// has loaded the booking, remembered in localStorage only after the server took it, so a failed or
// offline attempt is tried again on a later visit. Analytics can wait: it leaves once the browser is
// idle, not in the task that shows (or hydrates) the page.
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as v from 'valibot';
import { bookingPaths } from '../../../../shared/contract/bookings.ts';
import { api } from '../../../lib/api-client.ts';
import { whenIdle } from '../../../lib/main-thread.ts';
import { checkoutSent, rememberCheckout } from './ga-checkout-memory.ts';

// Guards against a second send while the first is on its way (StrictMode effects, quick revisits).
const inFlight = new Set<number>();

export function useGaCheckout(bookingId: number, ready: boolean): void {
  const { mutate } = useMutation({
    mutationFn: (id: number) => api('post', bookingPaths.gaCheckout(id), v.unknown()),
    onSuccess: (_answer, id) => rememberCheckout(localStorage, id),
    onSettled: (_answer, _error, id) => inFlight.delete(id),
  });
  useEffect(() => {
    if (!ready || !navigator.onLine || inFlight.has(bookingId) || checkoutSent(localStorage, bookingId)) return;
    inFlight.add(bookingId);
    whenIdle(() => mutate(bookingId));
  }, [bookingId, ready, mutate]);
}
