// Adding and removing saved cards, with their toasts. Removal is optimistic:
// the card leaves the list at once and comes back if the server or the provider refuses. Plain
// option builders over a QueryClient so the unit tests run them without React.
import type { QueryClient } from '@tanstack/react-query';
import type { CreditCard } from '../../../../shared/contract/credit-cards.ts';
import { isApiFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast-store.ts';
import { addCreditCard, creditCardKeys, type NewCreditCard, removeCreditCard } from './credit-card-queries.ts';

export const cardToasts = {
  added: 'New payment method added!',
  addFailed: 'Failure adding new payment method...',
  removed: 'Payment method was removed!',
  removeFailed: 'Payment method was not updated!',
} as const;

/**
 * The removal failure toast: the server's card-provider message (its 422 {error}), else the
 * fallback; a 404, 401 or 429 sentence is not the provider's and must not stand in for it.
 */
export function removeFailureMessage(error: unknown): string {
  return (isApiFailure(error) && error.status === 422 && error.error) || cardToasts.removeFailed;
}

type RemoveContext = { previous: CreditCard[] | undefined };

export function removeCardMutation(
  queryClient: QueryClient,
  remove: (id: number) => Promise<unknown> = removeCreditCard,
) {
  const key = creditCardKeys.list();
  return {
    mutationKey: [...creditCardKeys.all, 'remove'],
    mutationFn: (id: number) => remove(id),
    onMutate: async (id: number): Promise<RemoveContext> => {
      // A list read in flight would put the card back on screen.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<CreditCard[]>(key);
      if (previous)
        queryClient.setQueryData<CreditCard[]>(
          key,
          previous.filter((card) => card.id !== id),
        );
      return { previous };
    },
    onError: (error: unknown, _id: number, context: RemoveContext | undefined) => {
      if (context?.previous) queryClient.setQueryData<CreditCard[]>(key, context.previous);
      toast(removeFailureMessage(error), 'error');
    },
    onSuccess: () => {
      toast(cardToasts.removed, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

export function addCardMutation(
  queryClient: QueryClient,
  add: (card: NewCreditCard) => Promise<CreditCard> = addCreditCard,
) {
  const key = creditCardKeys.list();
  return {
    mutationKey: [...creditCardKeys.all, 'add'],
    mutationFn: (card: NewCreditCard) => add(card),
    onSuccess: (saved: CreditCard) => {
      queryClient.setQueryData<CreditCard[]>(key, (current) =>
        current ? [...current.filter((card) => card.id !== saved.id), saved] : current,
      );
      toast(cardToasts.added, 'success');
    },
    // Field errors and the provider's message go to the form; the toast says it failed.
    onError: () => {
      toast(cardToasts.addFailed, 'error');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}
