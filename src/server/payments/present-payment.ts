// Payments as the contract shows them: complete ledger rows with the payer's name when known.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Payment } from '../../shared/contract/payments.ts';
import type { Db } from '../db/client.ts';
import { customers, passengers, payments } from '../db/schema.ts';

const payerPassenger = alias(passengers, 'payer_passenger');

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ') || null;

/** What every answer that lists ledger rows (payments, a credit note's refunds) shows of one. */
export const ledgerFields = (p: typeof payments.$inferSelect) => ({
  id: p.id,
  createdAt: p.createdAt.toISOString(),
  amountCents: p.amountCents,
  refundedAmountCents: p.refundedAmountCents,
  currencyCode: p.currencyCode,
  payType: p.payType,
  cardBrand: p.cardBrand,
  lastFour: p.lastFour,
  cardHolder: p.cardHolder,
  passengerPayerId: p.passengerPayerId,
  isRefund: p.isRefund,
  isTransfer: p.isTransfer,
});

export async function selectPayments(db: Db, where: SQL): Promise<Payment[]> {
  const rows = await db
    .select({
      payment: payments,
      customerFirst: customers.firstName,
      customerLast: customers.lastName,
      passengerFirst: payerPassenger.firstName,
      passengerLast: payerPassenger.lastName,
    })
    .from(payments)
    .leftJoin(customers, eq(customers.id, payments.customerId))
    .leftJoin(payerPassenger, eq(payerPassenger.id, payments.passengerPayerId))
    .where(and(eq(payments.state, 'complete'), where))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(({ payment: p, ...names }) => ({
    ...ledgerFields(p),
    bookingId: p.bookingId,
    payerName: fullName(names.customerFirst, names.customerLast) ?? fullName(names.passengerFirst, names.passengerLast),
    reference: p.reference,
  }));
}

export async function presentPayment(db: Db, paymentId: number): Promise<Payment | null> {
  const [one] = await selectPayments(db, eq(payments.id, paymentId));
  return one ?? null;
}
