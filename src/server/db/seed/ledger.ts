// Turns a plan's payments into ledger amounts and the paid figures stored on bookings and
// passengers. Invariants: paidCents = sum of complete ledger rows (refunds negative, transfers
// signed); paidCents = sum of passengers' amountPaidCents + unallocatedCents. A 'balance' allocation
// pays what the passenger still owes of the booking total (shared/domain/passenger-dues.ts).
import { passengerDuesCents } from '../../../shared/domain/passenger-dues.ts';
import type { BookingPlan, PaymentPlan } from './booking-plan-types.ts';
import { bookingTotalCents, passengerTotalCents } from './pricing.ts';

export type LedgerEntry = {
  plan: PaymentPlan;
  amountCents: number;
  complete: boolean;
  allocations: { passenger: string; amountCents: number }[];
};

export type Ledger = {
  entries: LedgerEntry[];
  paidByPassenger: Record<string, number>;
  paidCents: number;
  unallocatedCents: number;
};

export function planLedger(plan: BookingPlan): Ledger {
  // Positions stand in for ids: the passengers are inserted in plan order.
  const dues = passengerDuesCents(
    bookingTotalCents(plan.passengers, plan.extras ?? []),
    plan.passengers.map((p, id) => ({ id, passengerStatus: p.status, totalPriceCents: passengerTotalCents(p) })),
  );
  const totals = Object.fromEntries(plan.passengers.map((p, id) => [p.key, dues.get(id) ?? 0]));
  const paidByPassenger: Record<string, number> = Object.fromEntries(plan.passengers.map((p) => [p.key, 0]));
  const entries: LedgerEntry[] = [];
  let unallocatedCents = 0;

  for (const payment of plan.payments ?? []) {
    const sign = payment.kind === 'refund' ? -1 : 1;
    const allocations = payment.allocations.map(({ passenger, amountCents }) => {
      if (!(passenger in totals)) throw new Error(`${plan.key}: no passenger '${passenger}'`);
      const amount = amountCents === 'balance' ? totals[passenger]! - paidByPassenger[passenger]! : amountCents;
      return { passenger, amountCents: sign * amount };
    });
    if (payment.kind === 'refund' && allocations.length !== 1) {
      throw new Error(`${plan.key}: a refund is for exactly one passenger`);
    }
    const failed = payment.kind === 'card' && payment.failed === true;
    const extra = payment.kind === 'bank' ? (payment.unallocatedCents ?? 0) : 0;
    const amountCents = failed
      ? (payment.failedAmountCents ?? 0)
      : allocations.reduce((sum, allocation) => sum + allocation.amountCents, extra);
    if (!failed) {
      for (const allocation of allocations) paidByPassenger[allocation.passenger]! += allocation.amountCents;
      unallocatedCents += extra;
    }
    entries.push({ plan: payment, amountCents, complete: !failed, allocations });
  }

  const paidCents = entries.filter((entry) => entry.complete).reduce((sum, entry) => sum + entry.amountCents, 0);
  return { entries, paidByPassenger, paidCents, unallocatedCents };
}
