// The refunds table's closing rows: Credit Total is everything refunded
// against the note; Remaining is the credit amount minus that total.
import type { CreditNote } from '../../../../shared/contract/credit-notes.ts';

export type CreditNoteTotals = { creditTotalCents: number; remainingCents: number };

export function creditNoteTotals(note: Pick<CreditNote, 'amountCents' | 'refunds'>): CreditNoteTotals {
  const creditTotalCents = note.refunds.reduce((sum, refund) => sum + refund.refundedAmountCents, 0);
  return { creditTotalCents, remainingCents: note.amountCents - creditTotalCents };
}
