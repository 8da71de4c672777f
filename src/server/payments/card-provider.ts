// One interface over the card providers (sandbox and Stripe), so routes never know which is in use.
// Two provider accounts exist: yacht charters and everything else.
import type { CardBrand, CurrencyCode } from '../db/schema.ts';

export type ProviderAccount = 'default' | 'yacht';
export type CardDetails = { brand: CardBrand; lastFour: string };

export type ChargeResult =
  | {
      status: 'succeeded';
      providerPaymentId: string;
      card: CardDetails;
      /** Present when the card was charged to be kept: the method now attached to a provider customer. */
      saved?: { providerPaymentMethodId: string; customerRef: string };
    }
  | { status: 'requires_action'; providerPaymentId: string; clientSecret: string }
  | { status: 'declined'; message: string; providerPaymentId?: string };

export type ChargeInput = {
  account: ProviderAccount;
  amountCents: number;
  currency: CurrencyCode;
  paymentMethod: string;
  /** Provider customer of a saved card, when paying with one. */
  customerRef?: string | null;
  /** Same key, same intent: the provider dedupes retries too. */
  idempotencyKey: string;
  /**
   * Keep the card for later: charge through this provider customer (created when null) so the
   * method stays attached to it (Stripe: setup_future_usage).
   */
  saveFor?: { customerRef: string | null; email: string; name: string } | null;
  /** Stored on the provider's intent, so a webhook can find the attempt when the browser never came back. */
  metadata: Record<string, string>;
};

export type SavedMethod = { providerPaymentMethodId: string; customerRef: string; card: CardDetails };

export type WebhookEvent = {
  id: string;
  type: string;
  /** For payment_intent.* events: the intent. */
  intent: { id: string; amountCents: number; currency: string; metadata: Record<string, string> } | null;
};

/** What the provider knows of an attempt's intent, looked up when the request that made it is gone. */
export type IntentLookup =
  | ChargeResult
  /** No intent was made with that key: nothing was charged. */
  | { status: 'not_found' }
  /** Still settling at the provider (Stripe 'processing'): ask again later. */
  | { status: 'processing' };

export class ProviderError extends Error {}

export const PROVIDER_UNAVAILABLE = 'The card provider could not be reached. Please try again.';

/** The provider could not be asked (network, outage): the outcome of a charge is unknown. */
export class ProviderUnavailableError extends Error {
  constructor() {
    super(PROVIDER_UNAVAILABLE);
  }
}

export type CardProvider = {
  readonly name: 'sandbox' | 'stripe';
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** After the client ran the provider's action: finish the intent (or read its outcome). */
  confirm(input: { account: ProviderAccount; intentId: string }): Promise<ChargeResult>;
  /**
   * Gives up an intent still awaiting authentication, so it can never settle. When it already
   * settled (or failed), answers its outcome instead.
   */
  cancel(input: { account: ProviderAccount; intentId: string }): Promise<{ status: 'canceled' } | ChargeResult>;
  /**
   * The intent charge() made (or not) for this attempt: the same account, idempotency key and
   * metadata.paymentId. Read-only. Throws ProviderUnavailableError when the provider can't be asked.
   */
  lookup(input: { account: ProviderAccount; idempotencyKey: string; paymentId: number }): Promise<IntentLookup>;
  /** Saves a card for later: attaches the payment method to a provider customer. Throws ProviderError. */
  savePaymentMethod(input: {
    account: ProviderAccount;
    paymentMethod: string;
    customerRef: string | null;
    email: string;
    name: string;
  }): Promise<SavedMethod>;
  /** Throws ProviderError with the provider's message. */
  detachPaymentMethod(input: { account: ProviderAccount; providerPaymentMethodId: string }): Promise<void>;
  /** Throws ProviderError when the signature does not match. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, account: ProviderAccount): WebhookEvent;
};
