// The booking page (/bookings/{id}). The route's loader has read the booking (or gone back to the
// dashboard with a toast); this page reads the cache.
// An expired or cancelled booking is shown greyed out and inert, under a sentence saying so.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { DISABLED_STATUSES } from '../../shared/domain/booking-status.ts';
import { bookingQuery } from '../features/bookings/api/booking-queries.ts';
import { useGaCheckout } from '../features/bookings/api/use-ga-checkout.ts';
import { BookingLayout } from '../features/bookings/components/booking-layout.tsx';
import { BookingSkeleton } from '../features/bookings/components/booking-skeleton.tsx';
import { DisabledNotice } from '../features/bookings/components/disabled-notice.tsx';
import { PassengersSection } from '../features/bookings/passengers/components/passengers-section.tsx';
import { VisaLetterLauncher } from '../features/bookings/visa-letter/components/visa-letter-launcher.tsx';
import { meQuery } from '../features/session/api.ts';
import { useBookingWords } from '../features/bookings/use-booking-words.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { SaveForOffline } from '../offline/saved-bookings/save-for-offline.tsx';
import { usePageSnapshots } from '../offline/use-page-snapshots.ts';
import { BookingFrame } from './booking-frame.tsx';
import { useBookingId } from './use-booking-id.ts';

/** 'Your Cruise' / 'Your Tour' by the booking's product kind; a placeholder until that is known. */
function PageHeading({ id }: { id: number }) {
  const words = useBookingWords(id);
  usePageTitle(words?.yourTrip ?? null);
  if (!words) return <div aria-hidden="true" className="mb-4 h-8 w-40 animate-pulse rounded bg-slate-200" />;
  return <h1 className="mb-4 text-2xl font-bold">{words.yourTrip}</h1>;
}

export function BookingPage() {
  const id = useBookingId();
  const { data: booking, dataUpdatedAt } = useSuspenseQuery(bookingQuery(id));
  // The guard has loaded the current customer, so this never waits.
  const { data: me } = useSuspenseQuery(meQuery());
  useGaCheckout(id, true);
  usePageSnapshots();
  const disabled = DISABLED_STATUSES.includes(booking.status);
  const currentCustomerId = me.customer.id;
  return (
    <BookingFrame id={id}>
      <PageHeading id={id} />
      <DisabledNotice status={booking.status} />
      <div
        inert={disabled}
        data-disabled={disabled || undefined}
        data-testid="booking-content"
        className={disabled ? 'pointer-events-none opacity-75 grayscale select-none print:opacity-100' : ''}
      >
        <BookingLayout
          booking={booking}
          bookingUpdatedAt={dataUpdatedAt}
          serverNow={me.serverNow}
          allowPayment={!disabled}
          passengers={
            <PassengersSection
              booking={booking}
              currentCustomerId={currentCustomerId}
              serverNow={me.serverNow}
              disabled={disabled}
            />
          }
          offlineCopy={<SaveForOffline booking={booking} customerId={currentCustomerId} />}
          visaLetter={
            booking.visaLetterAvailable ? (
              <VisaLetterLauncher booking={booking} currentCustomerId={currentCustomerId} />
            ) : null
          }
        />
      </div>
      {/* The payment dialog (new_payment) opens over the booking. */}
      <Outlet />
    </BookingFrame>
  );
}

/** While the loader reads the booking: the frame and placeholders in the page's layout. */
export function BookingPending() {
  const id = useBookingId();
  return (
    <BookingFrame id={id}>
      <PageHeading id={id} />
      <BookingSkeleton />
    </BookingFrame>
  );
}
