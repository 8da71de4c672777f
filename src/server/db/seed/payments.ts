// Writes each booking's credit notes and payment ledger (card and bank payments, refunds settling
// credit notes, transfers between bookings) exactly as ledger.ts computed them.
import type { Db } from '../client.ts';
import { creditNotes, payments } from '../schema.ts';
import type { SeededBooking, SeededBookings } from './bookings.ts';
import type { People } from './customers.ts';
import type { LedgerEntry } from './ledger.ts';
import type { RelativeDates } from './relative-dates.ts';

export async function seedPayments(
  db: Db,
  seeded: SeededBookings,
  context: { people: People; dates: RelativeDates },
): Promise<void> {
  for (const booking of Object.values(seeded)) {
    const creditNoteIds = await seedCreditNotes(db, booking, context.dates);
    for (const [index, entry] of booking.ledger.entries.entries()) {
      await db.insert(payments).values(paymentRow(booking, entry, index, { ...context, seeded, creditNoteIds }));
    }
  }
}

async function seedCreditNotes(db: Db, booking: SeededBooking, dates: RelativeDates): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const note of booking.plan.creditNotes ?? []) {
    const [row] = await db
      .insert(creditNotes)
      .values({
        bookingId: booking.id,
        creditId: note.creditId,
        creditRaisedDate: dates.day(note.raisedAt),
        amountCents: note.amountCents,
        currencyCode: booking.plan.currency,
        creditReason: note.reason,
      })
      .returning({ id: creditNotes.id });
    ids[note.key] = row!.id;
  }
  return ids;
}

function paymentRow(
  booking: SeededBooking,
  entry: LedgerEntry,
  index: number,
  context: { people: People; dates: RelativeDates; seeded: SeededBookings; creditNoteIds: Record<string, number> },
): typeof payments.$inferInsert {
  const { plan } = booking;
  const payment = entry.plan;
  const passengerId = (key: string | undefined) => (key === undefined ? null : (booking.passengerIds[key] ?? null));
  const base = {
    bookingId: booking.id,
    amountCents: entry.amountCents,
    currencyCode: plan.currency,
    state: entry.complete ? ('complete' as const) : ('failed' as const),
    recipients: entry.allocations.map((allocation) => booking.passengerIds[allocation.passenger]!),
    createdAt: context.dates.at(payment.at, 1 + index),
  };
  const paidBy = context.people.customers[payment.paidBy ?? plan.customer];

  switch (payment.kind) {
    case 'card':
      return {
        ...base,
        customerId: paidBy,
        passengerPayerId: passengerId(payment.payer),
        payType: 'card',
        cardBrand: payment.card.brand,
        cardHolder: payment.card.holder,
        lastFour: payment.card.lastFour,
        provider: 'sandbox',
        providerAccount: plan.isYachtCharter ? 'yacht' : 'default',
      };
    case 'bank':
      return {
        ...base,
        customerId: paidBy,
        passengerPayerId: passengerId(payment.payer),
        payType: 'bank',
        reference: `GW${booking.id}-${String(index + 1).padStart(2, '0')}`,
      };
    case 'transfer': {
      const other = context.seeded[payment.counterpart].id;
      return {
        ...base,
        payType: 'transfer',
        isTransfer: true,
        reference: entry.amountCents > 0 ? `Transfer from booking #${other}` : `Transfer to booking #${other}`,
      };
    }
    case 'refund': {
      const creditNoteId = context.creditNoteIds[payment.creditNote];
      if (creditNoteId === undefined) throw new Error(`${plan.key}: no credit note '${payment.creditNote}'`);
      const refunded = -entry.amountCents;
      const refund = {
        ...base,
        isRefund: true,
        creditNoteId,
        refundedAmountCents: refunded,
        passengerPayerId: passengerId(entry.allocations[0]?.passenger),
      };
      // 'EFT' in lastFour marks a refund paid back by bank transfer.
      return payment.card
        ? {
            ...refund,
            payType: 'card',
            cardBrand: payment.card.brand,
            cardHolder: payment.card.holder,
            lastFour: payment.card.lastFour,
          }
        : { ...refund, payType: 'bank', lastFour: 'EFT' };
    }
  }
}
