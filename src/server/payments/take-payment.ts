// POST .../payments: one card payment attempt, from the first submit through the provider's
// authentication step to the recorded payment. The Idempotency-Key is checked before the provider
// is called and is also the provider's own idempotency key, so no path can charge twice.
import type { PaymentAnswer, PaymentRequest } from '../../shared/contract/payments.ts';
import { paymentMessages } from '../../shared/contract/payments.ts';
import type { FieldErrors } from '../../shared/domain/forms/validate.ts';
import { TOO_LARGE_MESSAGE } from '../../shared/domain/payment-amounts.ts';
import { passengersOf } from '../bookings/load-booking.ts';
import type { BookingRow } from '../bookings/load-booking.ts';
import type { Db } from '../db/client.ts';
import { ApiError, forbidden, unprocessable } from '../http/respond.ts';
import { paymentAttempts } from '../metrics/registry.ts';
import type { CardProvider, ChargeResult, ProviderAccount } from './card-provider.ts';
import {
  completeAttempt,
  dropAttempt,
  findAttemptByIntent,
  findAttemptByKey,
  noteIntent,
  type PaymentRow,
  reserveAttempt,
  takeUpAttempt,
} from './payment-ledger.ts';
import { whileInFlight } from './in-flight.ts';
import { reconcileIdleAttempts } from './reconcile.ts';
import { amountRuleErrors, assertMayPay, blank, recipientsOf } from './payment-rules.ts';
import { presentPayment } from './present-payment.ts';
import { cardKept, customerRefOf, keepCard, savedCardMethod } from './saved-cards.ts';

export type PaymentContext = {
  db: Db;
  provider: CardProvider;
  account: ProviderAccount;
  booking: BookingRow;
  customer: { id: number; email: string; name: string };
  now: Date;
  idempotencyKey: string;
};

const declined = (message: string) => new ApiError(422, { error: message || paymentMessages.declinedFallback });

async function paidAnswer(db: Db, attempt: PaymentRow): Promise<PaymentAnswer> {
  return { payment: await presentPayment(db, attempt.id), requiresAction: false, paymentIntentClientSecret: null };
}

async function settle(ctx: PaymentContext, attempt: PaymentRow, result: ChargeResult, request: PaymentRequest) {
  paymentAttempts.inc({ outcome: result.status });
  if (result.status === 'declined') {
    await dropAttempt(ctx.db, attempt.id);
    throw declined(result.message);
  }
  if (result.status === 'requires_action') {
    await noteIntent(ctx.db, attempt.id, result.providerPaymentId);
    return { payment: null, requiresAction: true, paymentIntentClientSecret: result.clientSecret };
  }
  const done = await completeAttempt(ctx.db, attempt.id, result.providerPaymentId, result.card);
  // Kept once: a retried or re-submitted request answers the payment above without a second card.
  if (request.saveCard && result.saved && !(await cardKept(ctx.db, ctx.customer.id, result.saved)))
    await keepCard(ctx.db, {
      customerId: ctx.customer.id,
      aliasName: request.cardAliasName?.trim() ?? '',
      cardholderName: request.cardholderName?.trim() ?? '',
      provider: ctx.provider.name,
      account: ctx.account,
      card: result.card,
      saved: result.saved,
    });
  return paidAnswer(ctx.db, done);
}

/** The re-submit after the provider's action: the intent identifies the attempt. */
async function resume(ctx: PaymentContext, request: PaymentRequest, intentId: string): Promise<PaymentAnswer> {
  const attempt = await findAttemptByIntent(ctx.db, ctx.booking.id, intentId);
  if (!attempt) throw declined(paymentMessages.declinedFallback);
  if (attempt.state === 'complete') return paidAnswer(ctx.db, attempt);
  const result = await ctx.provider.confirm({ account: ctx.account, intentId });
  return settle(ctx, attempt, result, request);
}

/**
 * A new attempt does not fit while earlier ones still await authentication (the traveller closed
 * the authentication step and tries again): those intents are cancelled at the provider so they
 * can never settle, and their reservations freed. One that settled meanwhile is recorded instead.
 */
async function releaseAbandoned(ctx: PaymentContext, awaiting: PaymentRow[]) {
  for (const attempt of awaiting) {
    if (!attempt.providerPaymentId) continue;
    const account = attempt.providerAccount === 'yacht' ? 'yacht' : 'default';
    const outcome = await ctx.provider.cancel({ account, intentId: attempt.providerPaymentId });
    if (outcome.status === 'succeeded')
      await completeAttempt(ctx.db, attempt.id, outcome.providerPaymentId, outcome.card);
    else if (outcome.status !== 'requires_action') await dropAttempt(ctx.db, attempt.id);
  }
}

function cardErrors(request: PaymentRequest): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(request.cardholderName)) errors.cardholderName = [paymentMessages.cardholderRequired];
  if (request.saveCard && blank(request.cardAliasName)) errors.cardAliasName = [paymentMessages.cardNameRequired];
  if (blank(request.stripePaymentMethod) && !request.creditCardId)
    errors.stripePaymentMethod = [paymentMessages.cardRequired];
  return errors;
}

export async function takePayment(ctx: PaymentContext, request: PaymentRequest): Promise<PaymentAnswer> {
  if (ctx.booking.customerId !== ctx.customer.id) throw forbidden(paymentMessages.notLead);
  if (request.stripePaymentIntent) return resume(ctx, request, request.stripePaymentIntent);

  let attempt = await findAttemptByKey(ctx.db, ctx.booking.id, ctx.idempotencyKey);
  // The client re-sent an attempt: take it up, so no reconciler frees it while it is charged again.
  if (attempt?.state === 'pending')
    attempt =
      (await takeUpAttempt(ctx.db, attempt.id)) ?? (await findAttemptByKey(ctx.db, ctx.booking.id, ctx.idempotencyKey));
  if (attempt?.state === 'complete') return paidAnswer(ctx.db, attempt);

  const method = request.creditCardId
    ? await savedCardMethod(ctx.db, ctx.customer.id, ctx.account, request.creditCardId)
    : { paymentMethod: request.stripePaymentMethod ?? '', customerRef: null };

  if (!attempt) {
    assertMayPay(ctx.booking, ctx.customer.id, ctx.now);
    const passengers = await passengersOf(ctx.db, ctx.booking.id);
    const errors = { ...amountRuleErrors(ctx.booking, passengers, request), ...cardErrors(request) };
    if (request.creditCardId && !method) errors.creditCardId = [paymentMessages.cardRequired];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    const newAttempt = {
      idempotencyKey: ctx.idempotencyKey,
      customerId: ctx.customer.id,
      amountCents: request.amountCents ?? 0,
      currencyCode: ctx.booking.currencyCode,
      payType: 'card' as const,
      cardHolder: request.cardholderName?.trim() ?? null,
      provider: ctx.provider.name,
      providerAccount: ctx.account,
      recipients: recipientsOf(passengers, request.recipients),
    };
    // Attempts a crash left behind on this booking are settled first, so they hold nothing for long.
    await reconcileIdleAttempts(ctx.db, ctx.provider, { bookingId: ctx.booking.id });
    let reserved = await reserveAttempt(ctx.db, ctx.booking.id, newAttempt);
    if (reserved.kind === 'too_large' && reserved.awaitingAction.length > 0) {
      await releaseAbandoned(ctx, reserved.awaitingAction);
      reserved = await reserveAttempt(ctx.db, ctx.booking.id, newAttempt);
    }
    if (reserved.kind === 'too_large') throw unprocessable({ amountCents: [TOO_LARGE_MESSAGE] });
    attempt = reserved.attempt;
    if (attempt.state === 'complete') return paidAnswer(ctx.db, attempt);
  }
  if (!method) throw unprocessable({ creditCardId: [paymentMessages.cardRequired] });
  const charging = attempt;
  return whileInFlight(ctx.db, charging.id, () => chargeAndSettle(ctx, request, charging, method));
}

async function chargeAndSettle(
  ctx: PaymentContext,
  request: PaymentRequest,
  attempt: PaymentRow,
  method: { paymentMethod: string; customerRef: string | null },
): Promise<PaymentAnswer> {
  // A retried key charges again with the same provider idempotency key: the provider answers the
  // first outcome (the same intent), so this is safe even while the first request is in flight.
  const result = await ctx.provider.charge({
    account: ctx.account,
    amountCents: attempt.amountCents,
    currency: attempt.currencyCode,
    paymentMethod: method.paymentMethod,
    customerRef: method.customerRef,
    idempotencyKey: ctx.idempotencyKey,
    saveFor:
      request.saveCard && !request.creditCardId
        ? {
            customerRef: await customerRefOf(ctx.db, ctx.customer.id, ctx.account, ctx.provider.name),
            email: ctx.customer.email,
            name: request.cardholderName?.trim() ?? ctx.customer.name,
          }
        : null,
    metadata: {
      bookingId: String(ctx.booking.id),
      paymentId: String(attempt.id),
      idempotencyKey: ctx.idempotencyKey,
    },
  });
  return settle(ctx, attempt, result, request);
}
