import { usePageTitle } from '../lib/use-page-title.ts';
import { BookingFrame } from './booking-frame.tsx';
import { InPreparation } from './in-preparation.tsx';
import { useBookingId } from './use-booking-id.ts';

export function ReviewPage() {
  const id = useBookingId();
  usePageTitle(`Review - #${id}`);
  return (
    <BookingFrame id={id}>
      <h1 className="mb-4 text-2xl font-bold tracking-wide">REVIEW</h1>
      <InPreparation>Reviewing booking #{id} is being prepared and will be possible here soon.</InPreparation>
    </BookingFrame>
  );
}
