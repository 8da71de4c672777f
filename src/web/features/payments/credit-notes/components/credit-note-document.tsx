// A credit note to print: the company and booking above the same widget and refunds table.
import type { CreditNote } from '../../../../../shared/contract/credit-notes.ts';
import { currentBrand } from '../../../../lib/brand.ts';
import { CreditNoteWidget } from './credit-note-widget.tsx';
import { RefundsTable } from './refunds-table.tsx';

type Props = { note: CreditNote; productName: string | undefined };

export function CreditNoteDocument({ note, productName }: Props) {
  const brand = currentBrand();
  return (
    <article aria-label={`Credit note ${note.creditId}`} className="flex flex-col gap-4 text-slate-900">
      <header className="border-b border-slate-200 pb-3">
        <p className="text-xl font-bold">{brand.company}</p>
        <p className="text-sm text-slate-600">{brand.contact.email}</p>
        <p className="mt-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Credit Note · Booking #{note.bookingId}
          {productName ? ` · ${productName}` : ''}
        </p>
      </header>
      <CreditNoteWidget note={note} />
      <RefundsTable note={note} caption={`Refunds of credit note ${note.creditId}`} />
    </article>
  );
}
