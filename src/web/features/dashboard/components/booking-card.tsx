// One booking on the dashboard. The whole card is clickable through the title link's stretched
// ::after, so a screen reader hears one link (the product) rather than a card-sized link.
import { Link } from '@tanstack/react-router';
import type { BookingSummary } from '../../../../shared/contract/bookings.ts';
import { cardLabel } from '../../../../shared/domain/booking-rules.ts';
import { cardInfoText } from '../scopes.ts';
import { OfflineStatusLine } from '../../../offline/saved-bookings/offline-status-line.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';

const labelStyle = {
  cancelled: 'bg-red-100 text-red-800 ring-red-200',
  confirmed: 'bg-green-100 text-green-800 ring-green-200',
} as const;

type Props = {
  booking: BookingSummary;
  serverNow: string;
  /** The list's first card, in view at once: its photo loads eagerly (the page's LCP). */
  first: boolean;
};

export function BookingCard({ booking, serverNow, first }: Props) {
  const label = cardLabel(booking.status);
  return (
    <article className="relative flex min-h-[268px] flex-col overflow-hidden rounded-md bg-white shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand hover:shadow-md min-[400px]:min-h-[143px] min-[400px]:flex-row">
      <ProductImage
        src={booking.productDashboardBackgroundImageUrl}
        alt={`${booking.productName}: ${booking.productDirectionName}`}
        className="h-32 shrink-0 min-[400px]:h-auto min-[400px]:w-1/3"
        priority={first}
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg leading-snug font-bold">
          <Link
            to="/bookings/$id"
            params={{ id: booking.id }}
            className="text-slate-900 after:absolute after:inset-0 hover:text-brand focus-visible:outline-none"
          >
            {booking.productName}
          </Link>
        </h2>
        {label ? (
          // Sits on the photo's corner, leaving the text column to the names.
          <span
            className={`absolute top-3 left-3 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase shadow-sm ring-1 ${labelStyle[label]}`}
          >
            {label}
          </span>
        ) : null}
        <p className="text-slate-700">{booking.productDirectionName}</p>
        <p className="text-sm text-slate-600">Booking #{booking.id}</p>
        <p className="mt-auto pt-2 text-sm font-semibold text-slate-800">{cardInfoText(booking, serverNow)}</p>
        <OfflineStatusLine bookingId={booking.id} />
      </div>
    </article>
  );
}
