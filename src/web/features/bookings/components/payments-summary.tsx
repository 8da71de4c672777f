// The payments summary: total, paid, unallocated (when there is any), remaining, a
// 'View payments' link and PAY NOW only when the booking allows payments. Paying needs the network:
// offline, PAY NOW is disabled with the reason beside it (pay-link.tsx).
import { Link } from '@tanstack/react-router';
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { formatMoney } from '../../../../shared/domain/money.ts';
import { PayLink } from '../../../ui/pay-link.tsx';
import { SectionCard } from './section-card.tsx';

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-3 py-1.5 ${strong ? 'border-t border-slate-200 pt-2 text-lg font-bold' : ''}`}
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function PaymentsSummary({ booking, allowPayment }: { booking: Booking; allowPayment: boolean }) {
  const money = (cents: number) => formatMoney(cents, booking.currencyCode);
  const remaining = Math.max(0, booking.totalCents - booking.paidCents);
  return (
    <SectionCard id="payments-summary" title="Payments">
      <dl className="mb-4">
        <Row term="Total" value={money(booking.totalCents)} />
        <Row term="Paid" value={money(booking.paidCents)} />
        {booking.unallocatedCents > 0 ? <Row term="Unallocated" value={money(booking.unallocatedCents)} /> : null}
        <Row term="Remaining" value={money(remaining)} strong />
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to="/bookings/$id/payments"
          params={{ id: booking.id }}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2"
        >
          View payments
        </Link>
        {allowPayment && booking.paymentAllowed ? (
          <PayLink
            bookingId={booking.id}
            label="PAY NOW"
            className="inline-flex min-h-11 items-center rounded-md px-5 font-semibold tracking-wide text-white uppercase"
          />
        ) : null}
      </div>
    </SectionCard>
  );
}
