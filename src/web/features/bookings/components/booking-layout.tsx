// The booking page's content and its order. On a phone it is one column in reading order: what
// and when, what needs doing (status bar), shortcuts, passengers, extras, money, then the trip
// itself. From 1280 px the money column sits beside passengers and the trip.
import type { ReactNode } from 'react';
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { BookingDates } from './booking-dates.tsx';
import { BookingExtras } from './booking-extras.tsx';
import { BookingInfoCard } from './booking-info-card.tsx';
import { FaqsSection } from './faqs-section.tsx';
import { ItinerarySection } from './itinerary-section.tsx';
import { LocalTaxNotice } from './local-tax-notice.tsx';
import { PaymentsSummary } from './payments-summary.tsx';
import { GroupLink, PreDepartureSection } from './pre-departure-section.tsx';
import { QuickLinks } from './quick-links.tsx';
import { StatusBar } from './status-bar.tsx';

type Props = {
  booking: Booking;
  bookingUpdatedAt: number;
  /** The server's now (from /customer/me). */
  serverNow: string;
  /** false for an expired or cancelled booking: no payment links at all. */
  allowPayment: boolean;
  passengers: ReactNode;
  visaLetter: ReactNode;
  /** Saving the booking for offline (absent where nothing may be kept on the device). */
  offlineCopy?: ReactNode;
};

export function BookingLayout({
  booking,
  bookingUpdatedAt,
  serverNow,
  allowPayment,
  passengers,
  visaLetter,
  offlineCopy,
}: Props) {
  const hasDates = booking.status !== 'cancelled';
  return (
    <div className="flex flex-col gap-6">
      <div className={`grid gap-6 ${hasDates ? 'tablet:grid-cols-[minmax(0,1fr)_18rem]' : ''}`}>
        <BookingInfoCard booking={booking} />
        <BookingDates booking={booking} serverNow={serverNow} />
      </div>
      <StatusBar booking={booking} bookingUpdatedAt={bookingUpdatedAt} allowPayment={allowPayment} />
      <QuickLinks booking={booking} visaLetter={visaLetter} />
      {offlineCopy}
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_22rem] desktop:grid-rows-[auto_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <div id="passengers" tabIndex={-1} className="scroll-mt-4 focus:outline-none">
            {passengers}
          </div>
          <BookingExtras booking={booking} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 desktop:col-start-2 desktop:row-span-2 desktop:row-start-1">
          <PaymentsSummary booking={booking} allowPayment={allowPayment} />
          <LocalTaxNotice html={booking.myAccountNotice} />
          <GroupLink booking={booking} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <PreDepartureSection booking={booking} />
          <ItinerarySection booking={booking} />
          <FaqsSection booking={booking} />
        </div>
      </div>
    </div>
  );
}
