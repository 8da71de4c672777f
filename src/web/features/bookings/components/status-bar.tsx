// The status bar: shown only when the booking's status bar has a type, worded per
// type (status-bar-message.ts), coloured by priority, with 'Pay now' / 'Pay deposit' only when the
// booking allows payments (disabled offline, with the reason). It reads GET .../booking_status_bar, seeded from the copy the booking
// carries so it paints at once; refreshing the booking (bookingKeys.detail) refreshes it too.
import { useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { bookingWords } from '../../../../shared/domain/brands.ts';
import { detailsLocked } from '../../../../shared/domain/passenger-lock.ts';
import { statusBarQuery } from '../api/booking-queries.ts';
import { statusBarMessage } from '../status-bar-message.ts';
import { jumpTo } from './jump-to.ts';
import { PayLink } from '../../../ui/pay-link.tsx';

const tone = {
  important: { box: 'border-red-700 bg-red-50', title: 'text-red-900', icon: '!' },
  warning: { box: 'border-amber-600 bg-amber-50', title: 'text-amber-950', icon: '!' },
  regular: { box: 'border-sky-700 bg-sky-50', title: 'text-sky-950', icon: 'i' },
  success: { box: 'border-green-700 bg-green-50', title: 'text-green-900', icon: '✓' },
} as const;

type Props = { booking: Booking; bookingUpdatedAt: number; allowPayment: boolean };

export function StatusBar({ booking, bookingUpdatedAt, allowPayment }: Props) {
  const { data } = useQuery({
    ...statusBarQuery(booking.id),
    initialData: booking.bookingStatusBar,
    initialDataUpdatedAt: bookingUpdatedAt,
  });
  if (!data.type) return null;
  // The trip is named by its product's kind: a Morocco tour is a tour on either site.
  const { noun } = bookingWords(booking);
  const message = statusBarMessage(data.type, {
    ...booking,
    data: data.data,
    noun,
    detailsLocked: detailsLocked(booking.passengers),
  });
  const style = tone[data.priority];
  const payment = allowPayment && booking.paymentAllowed ? message.payment : null;
  // The pre-departure section exists only when the server sent the information to this viewer.
  const anchor =
    message.anchor?.href === '#pre-departure' && !booking.direction.preDepartureInfo ? null : message.anchor;
  return (
    <section
      aria-labelledby="status-bar-heading"
      data-status-bar={data.type}
      data-priority={data.priority}
      className={`flex flex-col gap-3 rounded-md border-l-4 p-4 tablet:flex-row tablet:items-center ${style.box}`}
    >
      <span
        aria-hidden="true"
        className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-white font-bold tablet:inline-flex"
      >
        {style.icon}
      </span>
      <div className="flex-1">
        <h2 id="status-bar-heading" className={`font-bold ${style.title}`}>
          {message.title}
        </h2>
        <p className="text-slate-900">{message.text}</p>
      </div>
      {payment || anchor ? (
        <div className="flex shrink-0 flex-wrap gap-2 tablet:max-w-xs print:hidden">
          {payment ? (
            <PayLink
              bookingId={booking.id}
              label={payment.label}
              initializeWith={payment.initializeWith}
              className="inline-flex min-h-11 items-center rounded-md px-4 font-semibold text-white"
            />
          ) : null}
          {anchor ? (
            <a
              href={anchor.href}
              onClick={(event) => jumpTo(event, anchor.href.slice(1))}
              className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2"
            >
              {anchor.label}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
