import { usePageTitle } from '../lib/use-page-title.ts';
import { BookingFrame } from './booking-frame.tsx';
import { InPreparation } from './in-preparation.tsx';
import { useBookingId } from './use-booking-id.ts';

export function CreditNotesPage() {
  const id = useBookingId();
  usePageTitle(`Credit Notes - #${id}`);
  return (
    <BookingFrame id={id}>
      <h1 className="mb-4 text-2xl font-bold tracking-wide">CREDIT NOTES</h1>
      <InPreparation>
        The credit notes and refunds of booking #{id} are being prepared and will appear here soon.
      </InPreparation>
    </BookingFrame>
  );
}
