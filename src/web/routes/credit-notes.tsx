// The credit notes of a booking (/bookings/{id}/credit_notes): CREDIT
// NOTES, the way back to the payments, each note with its refunds and a print dialog.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { bookingQuery } from '../features/bookings/api/booking-queries.ts';
import { CreditNotesList } from '../features/payments/credit-notes/components/credit-notes-list.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { BookingFrame } from './booking-frame.tsx';
import { useBookingId } from './use-booking-id.ts';

export function CreditNotesPage() {
  const id = useBookingId();
  usePageTitle(`Credit Notes - #${id}`);
  const { data: booking } = useQuery(bookingQuery(id));
  return (
    <BookingFrame id={id}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold tracking-wide">CREDIT NOTES</h1>
        <Link
          to="/bookings/$id/payments"
          params={{ id }}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand print:hidden"
        >
          View Payments
        </Link>
      </div>
      <CreditNotesList bookingId={id} booking={booking} />
    </BookingFrame>
  );
}
