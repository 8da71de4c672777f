// A credit note to print: the company and booking above the same widget and refunds table, on the
// letterhead of the booking's own brand, whichever site prints it (brands.ts).
import type { BookingSummary } from '../../../../../shared/contract/bookings.ts';
import type { CreditNote } from '../../../../../shared/contract/credit-notes.ts';
import { documentBrand } from '../../../../../shared/domain/brands.ts';
import { CreditNoteWidget } from './credit-note-widget.tsx';
import { RefundsTable } from './refunds-table.tsx';

type Props = { note: CreditNote; booking: Pick<BookingSummary, 'brand' | 'productName'> };

export function CreditNoteDocument({ note, booking }: Props) {
  const brand = documentBrand(booking);
  return (
    <article aria-label={`Credit note ${note.creditId}`} className="flex flex-col gap-4 text-slate-900">
      <header className="border-b border-slate-200 pb-3">
        <p className="text-xl font-bold">{brand.company}</p>
        <p className="text-sm text-slate-600">{brand.contact.email}</p>
        <p className="mt-2 text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Credit Note · Booking #{note.bookingId} · {booking.productName}
        </p>
      </header>
      <CreditNoteWidget note={note} />
      <RefundsTable note={note} caption={`Refunds of credit note ${note.creditId}`} />
    </article>
  );
}
