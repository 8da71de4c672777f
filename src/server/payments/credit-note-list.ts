// A booking's credit notes as the contract shows them: each with the refunds that settle it, newest
// first. Read by the booking's credit-notes page and by the traveller's data export.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CreditNote, Refund } from '../../shared/contract/credit-notes.ts';
import type { Db } from '../db/client.ts';
import { creditNotes, passengers, payments } from '../db/schema.ts';
import { fullName, ledgerFields } from './present-payment.ts';

export async function creditNotesOf(db: Db, bookingId: number): Promise<CreditNote[]> {
  const notes = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.bookingId, bookingId))
    .orderBy(desc(creditNotes.creditRaisedDate), desc(creditNotes.id));
  const ids = notes.map((note) => note.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ payment: payments, first: passengers.firstName, last: passengers.lastName })
          .from(payments)
          .leftJoin(passengers, eq(passengers.id, payments.passengerPayerId))
          .where(and(inArray(payments.creditNoteId, ids), eq(payments.state, 'complete')))
          .orderBy(asc(payments.createdAt), asc(payments.id));
  return notes.map((note) => {
    const refunds: Refund[] = rows
      .filter((row) => row.payment.creditNoteId === note.id)
      .map(({ payment: p, first, last }) => ({ ...ledgerFields(p), passengerName: fullName(first, last) }));
    const refundedCents = refunds.reduce((sum, r) => sum + r.refundedAmountCents, 0);
    return {
      id: note.id,
      bookingId: note.bookingId,
      creditId: note.creditId,
      creditRaisedDate: note.creditRaisedDate,
      amountCents: note.amountCents,
      currencyCode: note.currencyCode,
      creditReason: note.creditReason,
      refunds,
      refundedCents,
      remainingCents: note.amountCents - refundedCents,
    };
  });
}
