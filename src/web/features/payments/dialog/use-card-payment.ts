// Submitting the card form: the form's own checks, then the card
// provider's (a payment-method id), then the payment itself (pay-by-card.ts). Nothing is sent
// while offline; a failure is toasted and also kept in the form, since toasts sit behind the modal.
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type RefObject, useState } from 'react';
import type { PaymentRequest } from '../../../../shared/contract/payments.ts';
import { isOnline } from '../../../offline/online-status.ts';
import { toast } from '../../../ui/toast-store.ts';
import { paymentKeys } from '../api/payment-queries.ts';
import type { CardEntryHandle } from '../card-entry/card-entry-types.ts';
import { creditCardKeys } from '../saved-cards/credit-card-queries.ts';
import { payByCard } from './pay-by-card.ts';
import { postPayment } from './payment-api.ts';
import {
  cardFormErrors,
  type FormErrors,
  type PaymentFormAction,
  type PaymentFormState,
} from './payment-form-state.ts';

type Options = {
  bookingId: number;
  state: PaymentFormState;
  dispatch: Dispatch<PaymentFormAction>;
  body: () => PaymentRequest;
  card: RefObject<CardEntryHandle | null>;
  /** After a payment: refresh what shows the booking's paid total (the route knows those keys). */
  onPaid: () => Promise<void> | void;
};

export function useCardPayment({ bookingId, state, dispatch, body, card, onPaid }: Options) {
  const queryClient = useQueryClient();
  const [validating, setValidating] = useState(false);

  async function pay(): Promise<FormErrors> {
    const handle = card.current;
    if (!handle || validating || state.paymentBeingProcessed || !isOnline()) return {};
    const errors = cardFormErrors(state);
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'errors', errors });
      return errors;
    }
    setValidating(true);
    let method: Awaited<ReturnType<CardEntryHandle['createPaymentMethod']>>;
    try {
      method = await handle.createPaymentMethod({ cardholderName: state.cardholderName.trim() });
    } finally {
      setValidating(false);
    }
    if (!method.ok) {
      const cardErrors = { card: [method.error] };
      dispatch({ type: 'errors', errors: cardErrors });
      return cardErrors;
    }
    // The connection may have dropped while the provider checked the card: send nothing then.
    if (!isOnline()) return {};
    dispatch({ type: 'processing' });
    const request = { ...body(), stripePaymentMethod: method.paymentMethodId };
    const outcome = await payByCard(request, {
      post: (payment, key) => postPayment(bookingId, payment, key),
      newKey: () => crypto.randomUUID(),
      handleCardAction: (secret) => handle.handleCardAction(secret),
    });
    if (outcome.ok) {
      dispatch({ type: 'succeeded', payment: outcome.payment });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        // A card saved with the payment belongs in the profile's saved cards from now on.
        request.saveCard ? queryClient.invalidateQueries({ queryKey: creditCardKeys.all }) : undefined,
        onPaid(),
      ]);
      return {};
    }
    toast(outcome.message, 'error');
    const failed = Object.keys(outcome.errors).length > 0 ? outcome.errors : { payment: [outcome.message] };
    dispatch({ type: 'failed', errors: failed });
    return failed;
  }

  return { pay, validating };
}
