// The refunds that settle a credit note: Passenger, Credited To, Amount, then Credit Total and
// Remaining. 'Credited To' uses the refund wording (payment-wording.ts) and the masked card.
import type { CreditNote, Refund } from '../../../../../shared/contract/credit-notes.ts';
import { formatMoney } from '../../../../../shared/domain/money.ts';
import { CardBrandIcon } from '../../components/card-brand-icon.tsx';
import { isBankPayment, maskedLastFour, paymentPhrase } from '../../payment-wording.ts';
import { creditNoteTotals } from '../credit-note-totals.ts';

function CreditedTo({ refund }: { refund: Refund }) {
  const bank = isBankPayment(refund);
  const digits = refund.payType === 'card' && !bank ? maskedLastFour(refund.lastFour) : null;
  const showIcon = bank || refund.payType === 'card';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {showIcon ? <CardBrandIcon brand={refund.cardBrand} bank={bank} /> : null}
      <span>{paymentPhrase(refund)}</span>
      {digits ? <span className="whitespace-nowrap tabular-nums">{digits}</span> : null}
    </span>
  );
}

const cell = 'px-1.5 py-2 align-top landscape:px-2 tablet:px-3';

export function RefundsTable({ note, caption }: { note: CreditNote; caption: string }) {
  const { creditTotalCents, remainingCents } = creditNoteTotals(note);
  const money = (cents: number) => formatMoney(cents, note.currencyCode);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-xs text-slate-700 uppercase landscape:tracking-wide tablet:text-sm">
            <th scope="col" className={cell}>
              Passenger
            </th>
            <th scope="col" className={cell}>
              Credited To
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {note.refunds.length === 0 ? (
            <tr className="border-b border-slate-200">
              <td colSpan={3} className={`${cell} text-slate-600`}>
                Nothing has been refunded against this credit note yet.
              </td>
            </tr>
          ) : (
            note.refunds.map((refund) => (
              <tr key={refund.id} data-testid="refund-row" className="border-b border-slate-200">
                <td className={`${cell} break-words`}>{refund.passengerName ?? 'Someone'}</td>
                <td className={cell}>
                  <CreditedTo refund={refund} />
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {money(refund.isTransfer && !refund.isRefund ? refund.amountCents : refund.refundedAmountCents)}
                </td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" colSpan={2} className={`${cell} text-right`}>
              Credit Total
            </th>
            <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{money(creditTotalCents)}</td>
          </tr>
          <tr className="font-bold">
            <th scope="row" colSpan={2} className={`${cell} text-right`}>
              Remaining
            </th>
            <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{money(remainingCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
