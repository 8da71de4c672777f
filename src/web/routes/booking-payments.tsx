// The payments of a booking (/bookings/{id}/payments): RECENT PAYMENTS, a way to the credit notes
// when the booking has any, and a print-invoice dialog.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { bookingQuery } from '../features/bookings/api/booking-queries.ts';
import { PaymentsList } from '../features/payments/components/payments-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { BookingFrame } from './booking-frame.tsx';
import { useBookingId } from './use-booking-id.ts';

export function BookingPaymentsPage() {
  const id = useBookingId();
  usePageTitle(`Payments - #${id}`);
  const { data: booking } = useQuery(bookingQuery(id));
  return (
    <BookingFrame id={id}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold tracking-wide">RECENT PAYMENTS</h1>
        {booking?.hasCreditNotes ? (
          <Link
            to="/bookings/$id/credit_notes"
            params={{ id }}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand print:hidden"
          >
            View Credit Notes
          </Link>
        ) : null}
      </div>
      <PaymentsList bookingId={id} booking={booking} />
    </BookingFrame>
  );
}
