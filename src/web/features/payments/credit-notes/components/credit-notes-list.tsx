// The credit notes of a booking with their refunds, the placeholders while they load, a load
// failure with retry, and the print dialog of the chosen note.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingSummary } from '../../../../../shared/contract/bookings.ts';
import type { CreditNote } from '../../../../../shared/contract/credit-notes.ts';
import { PrintDocumentDialog } from '../../components/print-document-dialog.tsx';
import { creditNotesQuery } from '../api/credit-note-queries.ts';
import { CreditNoteCard } from './credit-note-card.tsx';
import { CreditNoteDocument } from './credit-note-document.tsx';
import { CreditNotesSkeleton } from './credit-notes-skeleton.tsx';
import { QueryStates } from '../../../../ui/query-states.tsx';
import { SkeletonBlock } from '../../../../ui/skeleton.tsx';

/** The booking the documents are about: its brand is their letterhead (undefined while it loads). */
type Props = { bookingId: number; booking: Pick<BookingSummary, 'brand' | 'productName'> | undefined };

export function CreditNotesList({ bookingId, booking }: Props) {
  const notes = useQuery(creditNotesQuery(bookingId));
  const [printing, setPrinting] = useState<CreditNote | null>(null);

  return (
    <QueryStates query={notes} what="credit notes" failedWhat="your credit notes" placeholder={<CreditNotesSkeleton />}>
      {(data) =>
        data.length === 0 ? (
          <p className="rounded-md bg-white p-4 text-slate-700 ring-1 ring-slate-200">
            This booking has no credit notes.
          </p>
        ) : (
          <>
            <div className="flex flex-col gap-6">
              {data.map((note) => (
                <CreditNoteCard key={note.id} note={note} onPrint={setPrinting} />
              ))}
            </div>
            <PrintDocumentDialog
              open={printing !== null}
              onClose={() => setPrinting(null)}
              title={printing ? `Credit Note ${printing.creditId}` : 'Credit Note'}
            >
              {printing && booking ? <CreditNoteDocument note={printing} booking={booking} /> : null}
              {printing && !booking ? <SkeletonBlock className="p-4" label="Loading the booking…" /> : null}
            </PrintDocumentDialog>
          </>
        )
      }
    </QueryStates>
  );
}
