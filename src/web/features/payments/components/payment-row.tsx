// One payment of the RECENT PAYMENTS list: who paid (or 'Someone'), when, how, and Total Paid.
// Refunds and transfers add the spec's wording so a negative amount never reads as a payment.
import type { Payment } from '../../../../shared/contract/payments.ts';
import { formatCompactDate, formatTime } from '../../../../shared/domain/dates.ts';
import { formatMoney } from '../../../../shared/domain/money.ts';
import { Button } from '../../../ui/button.tsx';
import { paymentPhrase, payerLabel } from '../payment-wording.ts';
import { PaymentMethod } from './payment-method.tsx';

type Props = { payment: Payment; onPrint: (payment: Payment) => void };

export function PaymentRow({ payment, onPrint }: Props) {
  const amount = formatMoney(payment.amountCents, payment.currencyCode);
  const date = formatCompactDate(payment.createdAt);
  const worded = payment.isRefund || payment.isTransfer || payment.payType === 'credit';
  return (
    <li
      data-testid="payment-row"
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md bg-white p-4 shadow-sm ring-1 ring-slate-200 print:break-inside-avoid print:shadow-none"
    >
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold break-words">{payerLabel(payment.payerName)}</p>
        {worded ? <p className="text-sm text-slate-700">{paymentPhrase(payment)}</p> : null}
        <p className="text-sm text-slate-600">
          <time dateTime={payment.createdAt}>
            {date} <span aria-hidden="true">·</span> {formatTime(payment.createdAt)}
          </time>
        </p>
      </div>
      <div className="basis-32 text-slate-800">
        <PaymentMethod payment={payment} />
      </div>
      <div className="basis-28">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Total Paid</p>
        <p className="text-lg font-bold tabular-nums">{amount}</p>
      </div>
      <Button variant="secondary" className="print:hidden" onClick={() => onPrint(payment)}>
        Print invoice
        <span className="sr-only">
          {' '}
          of {amount} paid on {date}
        </span>
      </Button>
    </li>
  );
}
