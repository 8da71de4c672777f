// The Success step: Reference Number (booking and payment, paymentReference), date and time ('Do MMMM, YYYY' and 'h:mm a'), Total Paid, and
// Print. Only the receipt prints (print-document.css).
import type { Payment } from '../../../../../shared/contract/payments.ts';
import { formatLongDate, formatReceiptTime } from '../../../../../shared/domain/dates.ts';
import { formatMoney } from '../../../../../shared/domain/money.ts';
import { Button } from '../../../../ui/button.tsx';
import { paymentReference } from '../../payment-wording.ts';
import { StepHeading } from './step-heading.tsx';

type Props = { payment: Payment; productName: string; onClose: () => void };

export function SuccessStep({ payment, productName, onClose }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <div className="print:hidden">
        <StepHeading focusOnMount>Thank you, your payment went through.</StepHeading>
      </div>
      <section
        data-print-document=""
        aria-label="Payment receipt"
        data-testid="payment-receipt"
        className="rounded-md bg-green-50 px-4 py-4 ring-1 ring-green-200 print:bg-white print:ring-0"
      >
        <p className="mb-3 hidden text-lg font-bold print:block">
          Payment receipt · Booking #{payment.bookingId} · {productName}
        </p>
        <dl className="grid grid-cols-1 gap-3 tablet:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Reference Number</dt>
            <dd className="text-lg font-bold tabular-nums">{paymentReference(payment)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Date</dt>
            <dd className="font-semibold">
              <time dateTime={payment.createdAt}>
                {formatLongDate(payment.createdAt)} {formatReceiptTime(payment.createdAt)}
              </time>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Total Paid</dt>
            <dd className="text-lg font-bold tabular-nums">{formatMoney(payment.amountCents, payment.currencyCode)}</dd>
          </div>
        </dl>
      </section>
      <div className="flex flex-col gap-3 tablet:flex-row tablet:justify-end print:hidden">
        <Button variant="secondary" onClick={onClose}>
          Back to booking
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
    </div>
  );
}
