// Stripe Elements behind the CardEntryHandle. Plain functions over the few Stripe.js calls we use,
// so unit tests can hand in a fake Stripe (Stripe itself is unreachable from tests) and the React
// component only mounts the Element and wires these up.
import {
  CARD_ACTION_DECLINED,
  type CardActionResult,
  type CardEntryHandle,
  type CardEntryState,
  type PaymentMethodResult,
} from './card-entry-types.ts';

type StripeErrorLike = { message?: string } | undefined;

/** The slice of Stripe.js (stripe.createPaymentMethod, stripe.handleNextAction) the adapter calls. */
export type StripeLike<Card> = {
  createPaymentMethod(options: {
    type: 'card';
    card: Card;
    billing_details: { name: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeErrorLike }>;
  handleNextAction(options: {
    clientSecret: string;
  }): Promise<{ paymentIntent?: { status: string }; error?: StripeErrorLike }>;
};

/** A card Element's 'change' event, as far as the card form cares. */
export type CardChangeEvent = { complete: boolean; empty?: boolean; error?: StripeErrorLike };

export function stripeChangeState(event: CardChangeEvent): CardEntryState {
  return { complete: event.complete, error: event.error?.message || null };
}

const messageOf = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message || null
    : null;

// An intent Stripe sent back for another payment method after authentication failed or was abandoned.
const FAILED_INTENT_STATUSES = new Set(['requires_payment_method', 'canceled']);

export function stripeCardHandle<Card>(stripe: StripeLike<Card>, card: Card, publicKey: string): CardEntryHandle {
  return {
    async createPaymentMethod({ cardholderName }): Promise<PaymentMethodResult> {
      try {
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: cardholderName },
        });
        if (result.paymentMethod && !result.error) {
          return { ok: true, paymentMethodId: result.paymentMethod.id, publicKey };
        }
        return { ok: false, error: messageOf(result.error) ?? CARD_ACTION_DECLINED };
      } catch (error) {
        // Stripe.js throws only for programming errors or a lost network; say what it says.
        return { ok: false, error: messageOf(error) ?? CARD_ACTION_DECLINED };
      }
    },
    async handleCardAction(clientSecret): Promise<CardActionResult> {
      try {
        const result = await stripe.handleNextAction({ clientSecret });
        if (result.error) return { ok: false, error: messageOf(result.error) ?? CARD_ACTION_DECLINED };
        const status = result.paymentIntent?.status;
        if (!status || FAILED_INTENT_STATUSES.has(status)) return { ok: false, error: CARD_ACTION_DECLINED };
        return { ok: true };
      } catch (error) {
        return { ok: false, error: messageOf(error) ?? CARD_ACTION_DECLINED };
      }
    },
  };
}

/** Which publishable key a card of this account uses (yacht charters pay into their own account). */
export function publishableKeyFor(
  account: 'default' | 'yacht',
  config: { stripePublishableKey: string | null; stripeYachtPublishableKey: string | null },
): string | null {
  return account === 'yacht' ? config.stripeYachtPublishableKey : config.stripePublishableKey;
}
