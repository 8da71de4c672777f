// Writing to the payment ledger under the booking's row lock, so concurrent attempts on one booking
// are serialised: an attempt first reserves its amount (a pending row counted against what is
// still owed), is charged outside any transaction, then completes (paid totals and passenger
// allocation move in the same transaction) or is deleted when declined.
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookings, passengers, payments } from '../db/schema.ts';
import { formatMoney } from '../../shared/domain/money.ts';
import { passengerDuesCents } from '../../shared/domain/passenger-dues.ts';
import { raiseNotice } from '../notifications/raise-notifications.ts';
import type { CardDetails } from './card-provider.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PaymentRow = typeof payments.$inferSelect;
export type NewAttempt = Omit<typeof payments.$inferInsert, 'state' | 'bookingId'>;

/**
 * An attempt awaiting the traveller's authentication holds its amount this long at most (one whose
 * browser never came back must not block payment forever).
 */
export const RESERVATION_MINUTES = 30;

/**
 * An attempt with no intent noted that no request has touched for this long is no longer in flight
 * (its process died, or its request was cut off): a provider call is bounded well below this
 * (stripe-provider.ts), so it is settled from the provider's answer (payments/reconcile.ts).
 */
export const RECONCILE_AFTER_SECONDS = 45;

const idleTooLong = () =>
  and(
    eq(payments.state, 'pending'),
    isNull(payments.providerPaymentId),
    lt(payments.createdAt, sql`now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS})`),
  );

/** Attempts left by a crash or a cut-off request, oldest first; of one booking, or of all. */
export function idleAttempts(db: Db, bookingId?: number, limit = 50): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(bookingId === undefined ? idleTooLong() : and(eq(payments.bookingId, bookingId), idleTooLong()))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/**
 * A request takes up an existing attempt (the client re-sent it with its key): its created_at is
 * the attempt's lease, renewed so no reconciler frees it while this request charges. Null when
 * it is no longer pending (settled or freed meanwhile).
 */
export async function takeUpAttempt(db: Db, paymentId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ createdAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.state, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * Frees an idle attempt the provider never charged. Conditional on it still being idle, so a
 * request that took it up meanwhile keeps it, and of two reconcilers only one deletes it.
 */
export async function dropIdleAttempt(db: Db, paymentId: number): Promise<boolean> {
  const dropped = await db
    .delete(payments)
    .where(and(eq(payments.id, paymentId), idleTooLong()))
    .returning({ id: payments.id });
  return dropped.length > 0;
}

function lockBooking(tx: Tx, bookingId: number) {
  return tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
}

export async function findAttemptByKey(db: Db | Tx, bookingId: number, key: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.idempotencyKey, key)));
  return row ?? null;
}

export async function findAttemptByIntent(db: Db, bookingId: number, intentId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.providerPaymentId, intentId)));
  return row ?? null;
}

export type ReserveResult =
  | { kind: 'reserved' | 'existing'; attempt: PaymentRow }
  | { kind: 'too_large'; awaitingAction: PaymentRow[] };

/** Under the booking lock: the same key answers the existing attempt; else the amount must still be owed. */
export function reserveAttempt(db: Db, bookingId: number, attempt: NewAttempt & { idempotencyKey: string }) {
  return db.transaction(async (tx): Promise<ReserveResult> => {
    const [booking] = await lockBooking(tx, bookingId);
    if (!booking) return { kind: 'too_large', awaitingAction: [] };
    const existing = await findAttemptByKey(tx, bookingId, attempt.idempotencyKey);
    if (existing) return { kind: 'existing', attempt: existing };
    const held = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingId, bookingId),
          eq(payments.state, 'pending'),
          gt(payments.createdAt, sql`now() - make_interval(mins => ${RESERVATION_MINUTES})`),
        ),
      );
    const owed = booking.totalCents - booking.paidCents - held.reduce((sum, row) => sum + row.amountCents, 0);
    if (attempt.amountCents > owed)
      return { kind: 'too_large', awaitingAction: held.filter((row) => row.providerPaymentId !== null) };
    const [row] = await tx
      .insert(payments)
      .values({ ...attempt, bookingId, state: 'pending' })
      .returning();
    if (!row) throw new Error('payment insert returned nothing');
    return { kind: 'reserved', attempt: row };
  });
}

export async function noteIntent(db: Db, paymentId: number, intentId: string) {
  await db
    .update(payments)
    .set({ providerPaymentId: intentId })
    .where(and(eq(payments.id, paymentId), eq(payments.state, 'pending')));
}

/** A declined attempt frees its reservation and its key (the provider dedupes a retry with that key). */
export async function dropAttempt(db: Db, paymentId: number) {
  await db.delete(payments).where(and(eq(payments.id, paymentId), eq(payments.state, 'pending')));
}

/**
 * Records the money: the attempt becomes complete, the booking's paid total grows, and the amount is
 * spread over the recipients' outstanding amounts in order (what each owes of the booking total,
 * passenger-dues.ts), the rest to the booking's unallocated amount. Completing twice (a retry, a
 * webhook racing the browser) changes nothing.
 */
export function completeAttempt(db: Db, paymentId: number, providerPaymentId: string, card: CardDetails | null) {
  return db.transaction(async (tx): Promise<PaymentRow> => {
    const [peek] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!peek) throw new Error(`payment ${paymentId} vanished`);
    const [booking] = await lockBooking(tx, peek.bookingId);
    const [attempt] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!attempt) throw new Error(`payment ${paymentId} vanished`);
    if (attempt.state === 'complete') return attempt;

    const [done] = await tx
      .update(payments)
      .set({
        state: 'complete',
        providerPaymentId,
        ...(card ? { cardBrand: card.brand, lastFour: card.lastFour } : {}),
      })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!done) throw new Error(`payment ${paymentId} vanished`);

    let left = attempt.amountCents;
    const recipients = attempt.recipients ?? [];
    if (recipients.length > 0) {
      const rows = await tx.select().from(passengers).where(eq(passengers.bookingId, attempt.bookingId));
      const dues = passengerDuesCents(booking?.totalCents ?? 0, rows);
      for (const id of recipients) {
        const passenger = rows.find((row) => row.id === id && row.passengerStatus !== 'cancelled');
        if (!passenger || left <= 0) continue;
        const due = dues.get(id) ?? passenger.totalPriceCents;
        const share = Math.min(left, Math.max(0, due - passenger.amountPaidCents));
        if (share <= 0) continue;
        left -= share;
        await tx
          .update(passengers)
          .set({ amountPaidCents: sql`${passengers.amountPaidCents} + ${share}`, updatedAt: new Date() })
          .where(eq(passengers.id, id));
      }
    }
    await tx
      .update(bookings)
      .set({
        paidCents: sql`${bookings.paidCents} + ${attempt.amountCents}`,
        unallocatedCents: sql`${bookings.unallocatedCents} + ${left}`,
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, attempt.bookingId));
    // The traveller who paid hears that the money arrived (one notice per payment, however it settled).
    await raiseNotice(
      tx,
      [attempt.customerId ?? booking?.customerId].filter((id): id is number => id != null),
      {
        bookingId: attempt.bookingId,
        type: 'PaymentReceived',
        message: `We received your payment of ${formatMoney(attempt.amountCents, attempt.currencyCode)} for booking #${attempt.bookingId}. Thank you!`,
        priority: 'success',
        eventKey: `payment:${attempt.id}`,
      },
      new Date(),
    );
    return done;
  });
}
