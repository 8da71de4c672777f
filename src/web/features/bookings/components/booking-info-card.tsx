// The info card: product, direction, ship or transport, and the length of the trip.
// A cruise without a ship yet reads 'Ship: To be assigned' with a note on when it will be known;
// "Assigned" with a relative time would not be clear enough to put before a traveller, so the
// note says it in words instead. Tours name their transport only when there is one.
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { ProductImage } from '../../../ui/product-image.tsx';
import { InfoTooltip } from './info-tooltip.tsx';

function Transport({ booking }: { booking: Booking }) {
  const label = booking.brand === 'cruise' ? 'Ship' : 'Transport';
  if (booking.transportName)
    return (
      <div className="flex gap-2">
        <dt className="font-semibold text-slate-700">{label}:</dt>
        <dd>{booking.transportName}</dd>
      </div>
    );
  if (booking.brand !== 'cruise') return null;
  return (
    <div className="flex items-center gap-2">
      <dt className="font-semibold text-slate-700">{label}:</dt>
      <dd className="flex items-center gap-2">
        To be assigned
        <InfoTooltip
          label="About the ship"
          text="We assign the ship closer to departure. Its name will appear here as soon as it is confirmed."
        />
      </dd>
    </div>
  );
}

export function BookingInfoCard({ booking }: { booking: Booking }) {
  return (
    <section
      aria-labelledby="booking-product-heading"
      className="overflow-hidden rounded-md bg-white shadow-sm ring-1 ring-slate-200 tablet:flex print:shadow-none"
    >
      <ProductImage
        src={booking.productBackgroundImageUrl}
        alt={`${booking.productName}: ${booking.productDirectionName}`}
        className="h-28 shrink-0 tablet:h-auto tablet:w-2/5 print:hidden"
        priority
      />
      <div className="flex flex-col gap-1 p-4 tablet:p-5">
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Booking #{booking.id}</p>
        <h2 id="booking-product-heading" className="text-xl leading-snug font-bold">
          {booking.productName}
        </h2>
        <p className="text-slate-700">{booking.productDirectionName}</p>
        <dl className="mt-2 flex flex-col gap-1 text-sm">
          <Transport booking={booking} />
          <div className="flex gap-2">
            <dt className="font-semibold text-slate-700">Duration:</dt>
            <dd>
              {booking.numberOfDays} {booking.numberOfDays === 1 ? 'day' : 'days'}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
