// Card payments, bank-transfer codes and the payments list.
//
// POST /customer/bookings/{id}/payments, body {payment: PaymentRequest}, header Idempotency-Key
// (required: a fresh random value per submit attempt, 8-200 characters of letters, digits and
// _ . : - such as crypto.randomUUID(); 422 {errors:{idempotencyKey}} without it).
// Answers 200 {payment, requiresAction, paymentIntentClientSecret}:
//   - paid: {payment: Payment, requiresAction: false, paymentIntentClientSecret: null}
//   - card needs authentication: {payment: null, requiresAction: true, paymentIntentClientSecret}.
//     The client runs the provider's action with the secret (Stripe: stripe.handleNextAction; the
//     sandbox: its simulated authentication step), then submits the same body again carrying
//     stripePaymentIntent = the intent id (the part of the secret before '_secret_'; the sandbox's
//     secret is `sandbox_secret_<intent id>`). The server records that intent exactly once.
// Errors: 403 {error} (not the lead, or payment not allowed), 404 {error} (booking not visible),
// 422 {errors:{field:[msg]}} for the rules below, 422 {error} when the card provider declines (the
// provider's message, e.g. 'Your card was declined.'; the client toasts it, else
// 'Payment was declined!'); 503 {error} when the card provider cannot be reached (the outcome is
// unknown: re-send the same request with the SAME Idempotency-Key, which never charges twice).
// Retrying with the same Idempotency-Key returns the first result and never charges again. Use a
// new key for every new submit (after a decline or a changed form); reuse it only to re-send.
// Concurrent submits of one key all answer the one payment.
//
// Card-provider webhooks (server to server, not for the client): POST
// /api/v2/provider_webhooks/stripe/{default|yacht}.json with Stripe's signature header; configure
// that URL and STRIPE_WEBHOOK_SECRET / STRIPE_YACHT_WEBHOOK_SECRET per account.
//
// Sandbox provider (the default when no Stripe key is configured; works offline). Payment-method
// ids the client may send as stripePaymentMethod:
//   - Stripe's test ids: pm_card_visa, pm_card_mastercard (succeed), pm_card_chargeDeclined
//     (declined: 'Your card was declined.'), pm_card_authenticationRequired (requires action;
//     confirming it succeeds).
//   - What the sandbox card fields produce: `sandbox_card_<digits of the card number>`:
//     4242424242424242 and 5555555555554444 succeed, 4000000000000002 is declined,
//     4000002500003155 requires authentication; any other number is declined with
//     'Your card number is incorrect.'
import * as v from 'valibot';
import { MAX_LENGTH } from '../domain/forms/fields.ts';
import { safeText } from '../domain/forms/safe-text.ts';
import { CURRENCIES } from '../domain/money.ts';
import { DECIMALS_MESSAGE } from '../domain/payment-amounts.ts';
import { INT4_MAX, idSchema } from './ids.ts';

export const paymentPaths = {
  list: (bookingId: number) => `/customer/bookings/${bookingId}/payments`,
  one: (bookingId: number, paymentId: number) => `/customer/bookings/${bookingId}/payments/${paymentId}`,
  create: (bookingId: number) => `/customer/bookings/${bookingId}/payments`,
  pending: (bookingId: number) => `/customer/bookings/${bookingId}/pending_payments`,
  config: () => '/customer/payment_config',
} as const;

export { IDEMPOTENCY_HEADER } from './api.ts';

export const paymentMessages = {
  cardholderRequired: 'Cardholder Name is required',
  cardNameRequired: 'Card Name is required',
  termsRequired: 'You have to agree to the Terms & Conditions',
  currencyMismatch: 'Currency does not match the booking currency',
  recipientsInvalid: 'Choose passengers of this booking',
  cardRequired: 'Card details are required',
  idempotencyKeyRequired: 'Idempotency-Key header is required',
  notLead: 'Only the lead customer can pay for this booking.',
  notAllowed: 'This booking cannot be paid online.',
  declinedFallback: 'Payment was declined!',
} as const;

export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  succeedsMastercard: '5555555555554444',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
} as const;
export const sandboxCardToken = (cardNumber: string) => `sandbox_card_${cardNumber.replace(/\D/g, '')}`;
export const SANDBOX_SECRET_PREFIX = 'sandbox_secret_';

/** The intent id inside a provider client secret ('pi_123_secret_abc' or 'sandbox_secret_<id>'). */
export function intentIdFromClientSecret(secret: string): string {
  if (secret.startsWith(SANDBOX_SECRET_PREFIX)) return secret.slice(SANDBOX_SECRET_PREFIX.length);
  const at = secret.indexOf('_secret_');
  return at === -1 ? secret : secret.slice(0, at);
}

const money = v.pipe(v.number(), v.integer());

/** Amounts are kept in int4 columns: a whole number of cents in that range (the amount rules then apply). */
export const AMOUNT_INVALID = 'Amount is invalid';
const requestedAmount = v.pipe(
  v.number(AMOUNT_INVALID),
  v.integer(DECIMALS_MESSAGE),
  v.minValue(-INT4_MAX, AMOUNT_INVALID),
  v.maxValue(INT4_MAX, AMOUNT_INVALID),
);
/** No booking has this many passengers; bounds the work one request can ask for. */
const MAX_RECIPIENTS = 1000;
const recipients = v.pipe(v.array(idSchema), v.maxLength(MAX_RECIPIENTS, paymentMessages.recipientsInvalid));
const providerRef = safeText({ max: MAX_LENGTH.providerRef });

// Required fields are checked by the server with the form's messages; these bound what may be sent.
const amountRequestEntries = {
  currency: v.optional(v.nullable(safeText({ max: 3 }))),
  recipients: v.optional(v.nullable(recipients)),
  enquiryId: v.optional(v.nullable(idSchema)),
  amountCents: v.optional(v.nullable(requestedAmount)),
  termsAccepted: v.optional(v.nullable(v.boolean())),
};

export const paymentRequest = v.object({
  cardholderName: v.optional(v.nullable(safeText({ max: MAX_LENGTH.name }))),
  cardAliasName: v.optional(v.nullable(safeText({ max: MAX_LENGTH.name }))),
  saveCard: v.optional(v.nullable(v.boolean())),
  creditCardId: v.optional(v.nullable(idSchema)),
  ...amountRequestEntries,
  stripePaymentMethod: v.optional(v.nullable(providerRef)),
  stripePaymentIntent: v.optional(v.nullable(providerRef)),
});
export type PaymentRequest = v.InferOutput<typeof paymentRequest>;

export const PAY_TYPES = ['bank', 'card', 'cash', 'transfer', 'credit', 'other'] as const;
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'other'] as const;

export const payment = v.object({
  id: v.number(),
  bookingId: v.number(),
  createdAt: v.string(), // ISO 8601
  amountCents: money,
  refundedAmountCents: money,
  currencyCode: v.picklist(CURRENCIES),
  payType: v.picklist(PAY_TYPES),
  cardBrand: v.nullable(v.picklist(CARD_BRANDS)),
  lastFour: v.nullable(v.string()),
  cardHolder: v.nullable(v.string()),
  /** Who paid, when known (the customer's full name, else the payer passenger's); the client shows 'Someone' otherwise. */
  payerName: v.nullable(v.string()),
  passengerPayerId: v.nullable(v.number()),
  isRefund: v.boolean(),
  isTransfer: v.boolean(),
  reference: v.nullable(v.string()),
});
export type Payment = v.InferOutput<typeof payment>;

export const paymentAnswer = v.object({
  payment: v.nullable(payment),
  requiresAction: v.boolean(),
  paymentIntentClientSecret: v.nullable(v.string()),
});
export type PaymentAnswer = v.InferOutput<typeof paymentAnswer>;

/** GET .../payments: complete payments (refunds and transfers included), newest first. */
export const paymentList = v.object({ payments: v.array(payment) });
/** GET .../payments/{paymentId}: one of them. */
export const paymentOne = v.object({ payment });

/** POST .../pending_payments, body {pendingPayment: ...}: same amount rules, lead only. */
export const pendingPaymentRequest = v.object(amountRequestEntries);
/** The payment description code to quote on the bank transfer, e.g. 'GW-40001-7KQ3'. */
export const pendingPaymentAnswer = v.object({ code: v.string() });

/**
 * GET /customer/payment_config (signed in): which card provider the server uses and the publishable
 * keys of its two accounts (yacht charters and everything else). provider 'sandbox' means: use the
 * sandbox card fields, not Stripe Elements.
 */
export const paymentConfig = v.object({
  provider: v.picklist(['sandbox', 'stripe']),
  stripePublishableKey: v.nullable(v.string()),
  stripeYachtPublishableKey: v.nullable(v.string()),
});

/** A card-provider event, taken: `duplicate` when it had been handled already (nothing changed again). */
export const providerEventAnswer = v.object({ received: v.literal(true), duplicate: v.boolean() });
