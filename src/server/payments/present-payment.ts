// Payments as the contract shows them: complete ledger rows with the payer's name when known.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Payment } from '../../shared/contract/payments.ts';
import type { Db } from '../db/client.ts';
import { customers, passengers, payments } from '../db/schema.ts';

const payerPassenger = alias(passengers, 'payer_passenger');

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ') || null;

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
    id: p.id,
    bookingId: p.bookingId,
    createdAt: p.createdAt.toISOString(),
    amountCents: p.amountCents,
    refundedAmountCents: p.refundedAmountCents,
    currencyCode: p.currencyCode,
    payType: p.payType,
    cardBrand: p.cardBrand,
    lastFour: p.lastFour,
    cardHolder: p.cardHolder,
    payerName: fullName(names.customerFirst, names.customerLast) ?? fullName(names.passengerFirst, names.passengerLast),
    passengerPayerId: p.passengerPayerId,
    isRefund: p.isRefund,
    isTransfer: p.isTransfer,
    reference: p.reference,
  }));
}

export async function presentPayment(db: Db, paymentId: number): Promise<Payment | null> {
  const [one] = await selectPayments(db, eq(payments.id, paymentId));
  return one ?? null;
}
