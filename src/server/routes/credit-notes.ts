// GET /customer/bookings/{id}/credit_notes: each credit note with the refunds that settle it.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { CreditNote, Refund } from '../../shared/contract/credit-notes.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { creditNotes, passengers, payments } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { reply } from '../http/respond.ts';
import { visibleBookingOr404 } from './payments.ts';

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ') || null;

export function creditNoteRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings/*', requireCustomer);

  routes.get('/customer/bookings/:id/credit_notes', async (c) => {
    const booking = await visibleBookingOr404(deps, c);
    const notes = await deps.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.bookingId, booking.id))
      .orderBy(desc(creditNotes.creditRaisedDate), desc(creditNotes.id));
    const ids = notes.map((note) => note.id);
    const rows =
      ids.length === 0
        ? []
        : await deps.db
            .select({ payment: payments, first: passengers.firstName, last: passengers.lastName })
            .from(payments)
            .leftJoin(passengers, eq(passengers.id, payments.passengerPayerId))
            .where(and(inArray(payments.creditNoteId, ids), eq(payments.state, 'complete')))
            .orderBy(asc(payments.createdAt), asc(payments.id));
    const answer: CreditNote[] = notes.map((note) => {
      const refunds: Refund[] = rows
        .filter((row) => row.payment.creditNoteId === note.id)
        .map(({ payment: p, first, last }) => ({
          id: p.id,
          createdAt: p.createdAt.toISOString(),
          amountCents: p.amountCents,
          refundedAmountCents: p.refundedAmountCents,
          currencyCode: p.currencyCode,
          payType: p.payType,
          cardBrand: p.cardBrand,
          cardHolder: p.cardHolder,
          lastFour: p.lastFour,
          passengerPayerId: p.passengerPayerId,
          passengerName: fullName(first, last),
          isRefund: p.isRefund,
          isTransfer: p.isTransfer,
        }));
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
    return reply(c, { creditNotes: answer });
  });

  return routes;
}
