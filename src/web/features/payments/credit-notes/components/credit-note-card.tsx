// One credit note on the page: its widget, its refunds table and the 'Print Credit Note' button.
import type { CreditNote } from '../../../../../shared/contract/credit-notes.ts';
import { Button } from '../../../../ui/button.tsx';
import { CreditNoteWidget } from './credit-note-widget.tsx';
import { RefundsTable } from './refunds-table.tsx';

type Props = { note: CreditNote; onPrint: (note: CreditNote) => void };

export function CreditNoteCard({ note, onPrint }: Props) {
  const headingId = `credit-note-${note.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="credit-note"
      className="flex flex-col gap-4 rounded-md bg-white p-3 shadow-sm ring-1 ring-slate-200 landscape:p-4 tablet:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold tracking-wide">
          Credit Note {note.creditId}
        </h2>
        <Button variant="secondary" onClick={() => onPrint(note)}>
          Print Credit Note<span className="sr-only"> {note.creditId}</span>
        </Button>
      </div>
      <CreditNoteWidget note={note} />
      <RefundsTable note={note} caption={`Refunds of credit note ${note.creditId}`} />
    </section>
  );
}
