// Extras and discounts of the booking as a whole, in their order (extras before discounts,
// fixed before percentage, then by amount); each labelled Extra or Discount by its sign.
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { extraLabel, formatExtraTotal, formatExtraValue, sortExtras } from '../../../../shared/domain/extras.ts';
import { SectionCard } from './section-card.tsx';

export function BookingExtras({ booking }: { booking: Booking }) {
  if (booking.bookingExtras.length === 0) return null;
  return (
    <SectionCard id="extras" title="Extras and discounts">
      <ul className="divide-y divide-slate-100">
        {sortExtras(booking.bookingExtras).map((extra) => {
          const label = extraLabel(extra);
          return (
            <li key={extra.id} className="flex items-start justify-between gap-3 py-2" data-testid="booking-extra">
              <div>
                <span
                  className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase ${
                    label === 'Discount' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'
                  }`}
                >
                  {label}
                </span>
                <span className="font-semibold">{extra.name}</span>
                {extra.valueType === 'fixed' && extra.quantity > 1 ? (
                  <span className="block text-sm text-slate-600">
                    {extra.quantity} × {formatExtraValue(extra, booking.currencyCode)}
                  </span>
                ) : null}
              </div>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatExtraTotal(extra, booking.currencyCode)}
              </span>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
