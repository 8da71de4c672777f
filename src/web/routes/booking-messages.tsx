import { usePageTitle } from '../lib/use-page-title.ts';
import { BookingFrame } from './booking-frame.tsx';
import { InPreparation } from './in-preparation.tsx';
import { useBookingId } from './use-booking-id.ts';

export function BookingMessagesPage() {
  const id = useBookingId();
  usePageTitle(`Messages - #${id}`);
  return (
    <BookingFrame id={id}>
      <h1 className="mb-4 text-2xl font-bold tracking-wide">MESSAGES</h1>
      <InPreparation>
        The conversation about booking #{id} with our team is being prepared and will appear here soon.
      </InPreparation>
    </BookingFrame>
  );
}
