// The payment dialog over the booking (route new_payment). Only the
// lead of a booking that allows payments may pay; anyone else goes back to the booking page. The
// decision is taken once, when the dialog opens: a booking paid in full by this very dialog stops
// allowing payments, and that must not close its Success step.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { paymentMessages } from '../../shared/contract/payments.ts';
import { bookingKeys, bookingQuery } from '../features/bookings/api/booking-queries.ts';
import { PaymentDialog } from '../features/payments/dialog/components/payment-dialog.tsx';
import { meQuery } from '../features/session/api.ts';
import { toast } from '../ui/toast-store.ts';
import { useBookingId } from './use-booking-id.ts';

export function NewPaymentPage() {
  const id = useBookingId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { initializeWith } = useSearch({ from: '/authenticated/bookings/$id/new_payment' });
  const { data: booking } = useSuspenseQuery(bookingQuery(id));
  const { data: me } = useSuspenseQuery(meQuery());
  const [refusal] = useState(() =>
    booking.customerId !== me.customer.id
      ? paymentMessages.notLead
      : !booking.paymentAllowed
        ? paymentMessages.notAllowed
        : null,
  );
  useEffect(() => {
    if (refusal) toast(refusal, 'error');
  }, [refusal]);

  if (refusal) return <Navigate to="/bookings/$id" params={{ id }} replace />;
  return (
    <PaymentDialog
      booking={booking}
      serverNow={me.serverNow}
      initializeWith={initializeWith}
      // The booking page stays where it was: focus goes back to the PAY NOW that opened the dialog,
      // in view, not to a page scrolled back to its top.
      onClose={() => void navigate({ to: '/bookings/$id', params: { id }, resetScroll: false })}
      onPaid={() =>
        // The booking (paid total, status bar) and the dashboard's list show what was just paid.
        Promise.all([
          queryClient.invalidateQueries({ queryKey: bookingKeys.detail(id) }),
          queryClient.invalidateQueries({ queryKey: bookingKeys.lists() }),
        ]).then(() => undefined)
      }
    />
  );
}
