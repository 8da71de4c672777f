// The one interface every card form talks to, whichever provider the server uses (GET
// /customer/payment_config): Stripe Elements when a Stripe key is configured, the sandbox card
// fields otherwise. The payment dialog and the add-card dialog only ever see this handle.

/** Which provider account the card belongs to: yacht charters pay into their own account. */
export type CardAccount = 'default' | 'yacht';

export type CardEntryState = {
  /** Every card field is filled in and passes the provider's own checks. */
  complete: boolean;
  /**
   * The provider's message for the card fields (e.g. 'Your card number is incomplete.'), shown on the field.
   * CardEntry already shows it under the card fields (both providers): a parent need not repeat it.
   * The sandbox reports a message once the traveller has left an incomplete field, typed a wrong
   * complete value, or called createPaymentMethod (which reveals every field's message).
   */
  error: string | null;
};

export type PaymentMethodResult =
  | { ok: true; paymentMethodId: string; publicKey: string | null }
  | { ok: false; error: string };

export type CardActionResult = { ok: true } | { ok: false; error: string };

export type CardEntryHandle = {
  /** Validates the card fields and asks the provider for a payment-method id to send to the server. */
  createPaymentMethod(input: { cardholderName: string }): Promise<PaymentMethodResult>;
  /**
   * Runs the provider's extra authentication for a requires-action answer (Stripe's
   * handleNextAction; the sandbox shows its simulated authentication step). The error is the
   * provider's message, else 'Payment was declined by Stripe!'.
   */
  handleCardAction(clientSecret: string): Promise<CardActionResult>;
};

/**
 * Implemented by CardEntry in card-entry.tsx. It loads GET /customer/payment_config itself (query
 * key ['payments', 'config'], never persisted) and shows a loading placeholder meanwhile. handleRef
 * may be an inline callback: CardEntry keeps the provider's fields mounted across re-renders.
 */
export type CardEntryProps = {
  account: CardAccount;
  disabled?: boolean;
  onChange?: (state: CardEntryState) => void;
  /** Receives the handle once the provider's fields are ready (null while loading or after unmount). */
  handleRef: (handle: CardEntryHandle | null) => void;
};

export const CARD_ACTION_DECLINED = 'Payment was declined by Stripe!';
