// One card payment from the first submit to its outcome:
// - every submit attempt carries a new Idempotency-Key;
// - when the outcome is unknown (503: provider unreachable; or no answer at all) the API client
//   re-sends the same request with the SAME key (ky's retry), which the server answers without
//   charging twice;
// - requires-action: the provider's action runs with the client secret, then the payment is
//   submitted again carrying the intent id;
// - failures carry the server's (or provider's) message, else the fixed fallbacks.
import {
  intentIdFromClientSecret,
  type Payment,
  type PaymentAnswer,
  type PaymentRequest,
  paymentMessages,
} from '../../../../shared/contract/payments.ts';
import { ApiFailure } from '../../../lib/api-client.ts';
import { CARD_ACTION_DECLINED, type CardActionResult } from '../card-entry/card-entry-types.ts';
import type { FormErrors, FormField } from './payment-form-state.ts';

export type PayDeps = {
  post: (payment: PaymentRequest, idempotencyKey: string) => Promise<PaymentAnswer>;
  newKey: () => string;
  handleCardAction: (clientSecret: string) => Promise<CardActionResult>;
};

export type PayOutcome = { ok: true; payment: Payment } | { ok: false; message: string; errors: FormErrors };

// Server field names -> the form's fields, so a 422 shows under the field it is about.
const FIELD_OF: Record<string, FormField> = {
  amountCents: 'amount',
  cardholderName: 'cardholderName',
  cardAliasName: 'cardAliasName',
  termsAccepted: 'termsAccepted',
  stripePaymentMethod: 'card',
};

function failureOf(error: unknown): { ok: false; message: string; errors: FormErrors } {
  if (!(error instanceof ApiFailure)) return { ok: false, message: paymentMessages.declinedFallback, errors: {} };
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const mapped = FIELD_OF[field];
    if (mapped) errors[mapped] = messages;
  }
  const message = error.error ?? Object.values(error.errors ?? {}).flat()[0] ?? paymentMessages.declinedFallback;
  return { ok: false, message, errors };
}

type Sent = { ok: true; answer: PaymentAnswer } | { ok: false; message: string; errors: FormErrors };

async function send(payment: PaymentRequest, deps: PayDeps): Promise<Sent> {
  try {
    return { ok: true, answer: await deps.post(payment, deps.newKey()) };
  } catch (error) {
    return failureOf(error);
  }
}

export async function payByCard(payment: PaymentRequest, deps: PayDeps): Promise<PayOutcome> {
  let sent = await send(payment, deps);
  if (!sent.ok) return sent;
  const secret = sent.answer.paymentIntentClientSecret;
  if (sent.answer.requiresAction && secret) {
    const action = await deps.handleCardAction(secret);
    if (!action.ok) return { ok: false, message: action.error || CARD_ACTION_DECLINED, errors: {} };
    sent = await send({ ...payment, stripePaymentIntent: intentIdFromClientSecret(secret) }, deps);
    if (!sent.ok) return sent;
  }
  if (sent.answer.payment) return { ok: true, payment: sent.answer.payment };
  return { ok: false, message: paymentMessages.declinedFallback, errors: {} };
}
