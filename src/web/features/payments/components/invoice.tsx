// The printable invoice of one payment: company, booking, product, payer, date, method, amount. It
// is on the letterhead of the booking's own brand, whichever site prints it (brands.ts).
import type { BookingSummary } from '../../../../shared/contract/bookings.ts';
import type { Payment } from '../../../../shared/contract/payments.ts';
import { documentBrand } from '../../../../shared/domain/brands.ts';
import { formatCompactDate, formatTime } from '../../../../shared/domain/dates.ts';
import { formatMoney } from '../../../../shared/domain/money.ts';
import { methodDescription, paymentPhrase, payerLabel } from '../payment-wording.ts';

type Props = { payment: Payment; booking: Pick<BookingSummary, 'brand' | 'productName'> };

export function Invoice({ payment, booking }: Props) {
  const brand = documentBrand(booking);
  const rows: [string, string][] = [
    ['Booking', `#${payment.bookingId}`],
    ['Product', booking.productName],
    ['Payer', payerLabel(payment.payerName)],
    ['Date', `${formatCompactDate(payment.createdAt)}, ${formatTime(payment.createdAt)}`],
    ['Method', methodDescription(payment)],
  ];
  if (payment.reference) rows.push(['Reference', payment.reference]);
  if (payment.isRefund || payment.isTransfer) rows.push(['Details', paymentPhrase(payment)]);
  return (
    <article aria-label={`Invoice of payment ${payment.id}`} className="text-slate-900">
      <header className="mb-4 border-b border-slate-200 pb-3">
        <p className="text-xl font-bold">{brand.company}</p>
        <p className="text-sm text-slate-600">{brand.contact.email}</p>
        <p className="mt-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Invoice · Payment {payment.id}
        </p>
      </header>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-slate-200 pt-2 font-bold">Total Paid</dt>
          <dd className="border-t border-slate-200 pt-2 text-lg font-bold tabular-nums">
            {formatMoney(payment.amountCents, payment.currencyCode)}
          </dd>
        </div>
      </dl>
    </article>
  );
}
