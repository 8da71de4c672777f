import { usePageTitle } from '../lib/use-page-title.ts';
import { BookingFrame } from './booking-frame.tsx';
import { InPreparation } from './in-preparation.tsx';
import { useBookingId } from './use-booking-id.ts';

export function BookingPaymentsPage() {
  const id = useBookingId();
  usePageTitle(`Payments - #${id}`);
  return (
    <BookingFrame id={id}>
      <h1 className="mb-4 text-2xl font-bold tracking-wide">RECENT PAYMENTS</h1>
      <InPreparation>The payments made for booking #{id} are being prepared and will appear here soon.</InPreparation>
    </BookingFrame>
  );
}
