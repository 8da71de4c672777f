// One payment of the RECENT PAYMENTS list: who paid (or 'Someone'), what happened in its
// words ('paid by Visa', 'was refunded by Bank Transfer', the transfer sentence, 'received a
// Credit'), when, how, and the amount under its own heading: a refund is never 'Total Paid' and has
// no invoice (payment-wording.ts).
import type { Payment } from '../../../../shared/contract/payments.ts';
import { formatCompactDate, formatTime } from '../../../../shared/domain/dates.ts';
import { formatMoney } from '../../../../shared/domain/money.ts';
import { Button } from '../../../ui/button.tsx';
import { amountShown, hasInvoice, paymentPhrase, payerLabel } from '../payment-wording.ts';
import { PaymentMethod } from './payment-method.tsx';

type Props = { payment: Payment; onPrint: (payment: Payment) => void };

export function PaymentRow({ payment, onPrint }: Props) {
  const shown = amountShown(payment);
  const amount = formatMoney(shown.cents, payment.currencyCode);
  const date = formatCompactDate(payment.createdAt);
  return (
    <li
      data-testid="payment-row"
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-md bg-white p-4 shadow-sm ring-1 ring-slate-200 print:break-inside-avoid print:shadow-none"
    >
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold break-words">{payerLabel(payment.payerName)}</p>
        <p className="text-sm text-slate-700">{paymentPhrase(payment)}</p>
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
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{shown.heading}</p>
        <p className="text-lg font-bold tabular-nums">{amount}</p>
      </div>
      {hasInvoice(payment) ? (
        <Button variant="secondary" className="print:hidden" onClick={() => onPrint(payment)}>
          Print invoice
          <span className="sr-only">
            {' '}
            of {amount} paid on {date}
          </span>
        </Button>
      ) : null}
    </li>
  );
}
