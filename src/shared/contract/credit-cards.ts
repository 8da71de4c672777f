// Saved cards.
// GET /customer/credit_cards[?booking_id=] -> {creditCards}: the signed-in customer's cards; with
//   booking_id only those of that booking's provider account (yacht charters pay into their own).
// POST /customer/credit_cards {creditCard: {aliasName, cardholderName, stripePaymentMethod,
//   stripePublicKey, bookingId?}} -> {creditCard}. 422 {errors} with the form's messages; a card the
//   provider refuses is 422 {error: <provider message>}. stripePublicKey picks the account (the
//   yacht key means the yacht account); bookingId, when given, decides instead.
// DELETE /customer/credit_cards/{id} -> {creditCard} (the removed card); another customer's card is
//   404; a provider failure is 422 {error: <provider message>}.
import * as v from 'valibot';
import { MAX_LENGTH } from '../domain/forms/fields.ts';
import { safeText } from '../domain/forms/safe-text.ts';
import { idSchema, idString } from './ids.ts';
import { CARD_BRANDS } from './payments.ts';

export const creditCardPaths = {
  list: () => '/customer/credit_cards',
  one: (id: number) => `/customer/credit_cards/${id}`,
} as const;

export const creditCardMessages = {
  aliasRequired: 'Payment Name is required',
  cardholderRequired: 'Card Holders Name is required',
  cardRequired: 'Card details are required',
} as const;

export const creditCard = v.object({
  id: v.number(),
  aliasName: v.string(),
  cardholderName: v.string(),
  lastFour: v.string(),
  cardBrand: v.picklist(CARD_BRANDS),
  providerAccount: v.picklist(['default', 'yacht']),
});
export type CreditCard = v.InferOutput<typeof creditCard>;

export const creditCardList = v.object({ creditCards: v.array(creditCard) });
export const creditCardOne = v.object({ creditCard });

// Required fields are checked by the route with the form's messages; these bound what may be sent.
export const creditCardRequest = v.object({
  aliasName: v.optional(v.nullable(safeText({ max: MAX_LENGTH.name }))),
  cardholderName: v.optional(v.nullable(safeText({ max: MAX_LENGTH.name }))),
  stripePaymentMethod: v.optional(v.nullable(safeText({ max: MAX_LENGTH.providerRef }))),
  stripePublicKey: v.optional(v.nullable(safeText({ max: MAX_LENGTH.providerRef }))),
  bookingId: v.optional(v.nullable(idSchema)),
});

/** GET /customer/credit_cards?booking_id=: only the cards of that booking's provider account. */
export const creditCardQuery = v.object({ bookingId: v.optional(idString) });
