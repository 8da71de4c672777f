// The one interface every card form talks to, whichever provider the server uses (GET
// /customer/payment_config): Stripe Elements when a Stripe key is configured, the sandbox card
// fields otherwise. The payment dialog and the add-card dialog only ever see this handle.

/** Which provider account the card belongs to: yacht charters pay into their own account. */
export type CardAccount = 'default' | 'yacht';

export type CardEntryState = {
  /** Every card field is filled in and passes the provider's own checks. */
  complete: boolean;
  /** The provider's message for the card fields (e.g. 'Your card number is incomplete.'), shown on the field. */
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

export type CardEntryProps = {
  account: CardAccount;
  disabled?: boolean;
  onChange?: (state: CardEntryState) => void;
  /** Receives the handle once the provider's fields are ready (null while loading or after unmount). */
  handleRef: (handle: CardEntryHandle | null) => void;
};

export const CARD_ACTION_DECLINED = 'Payment was declined by Stripe!';
