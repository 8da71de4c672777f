// The head of a credit note: credit id, raised date (long format), credit amount and reason.
import type { CreditNote } from '../../../../../shared/contract/credit-notes.ts';
import { formatLongDate } from '../../../../../shared/domain/dates.ts';
import { formatMoney } from '../../../../../shared/domain/money.ts';

export function CreditNoteWidget({ note }: { note: CreditNote }) {
  const items: [string, string][] = [
    ['Credit ID', note.creditId],
    ['Raised', formatLongDate(note.creditRaisedDate)],
    ['Credit Amount', formatMoney(note.amountCents, note.currencyCode)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 landscape:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term} className="rounded bg-slate-50 px-3 py-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
          <dd className="text-lg font-bold tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="rounded bg-slate-50 px-3 py-2 landscape:col-span-3">
        <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Credit Reason</dt>
        <dd className="break-words">{note.creditReason ?? '—'}</dd>
      </div>
    </dl>
  );
}
