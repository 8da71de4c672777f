import { Outlet } from '@tanstack/react-router';
import { currentBrand } from '../lib/brand.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { BookingFrame } from './booking-frame.tsx';
import { InPreparation } from './in-preparation.tsx';
import { useBookingId } from './use-booking-id.ts';

export function BookingPage() {
  const id = useBookingId();
  const noun = currentBrand().bookingNoun;
  usePageTitle(`Your ${noun}`);
  return (
    <BookingFrame id={id}>
      <h1 className="mb-4 text-2xl font-bold">Your {noun}</h1>
      <InPreparation>
        The details of booking #{id} (dates, passengers, extras and payments) are being prepared and will appear here
        soon.
      </InPreparation>
      <Outlet />
    </BookingFrame>
  );
}
