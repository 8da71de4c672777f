import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditCard } from '../../../../shared/contract/credit-cards.ts';
import { ApiFailure } from '../../../lib/api-client.ts';
import { mayPersistQuery } from '../../../lib/persist-policy.ts';
import * as toasts from '../../../ui/toast-store.ts';
import { addCardMutation, cardToasts, removeCardMutation, removeFailureMessage } from './card-mutations.ts';
import { creditCardKeys, creditCardsQuery } from './credit-card-queries.ts';

const card = (id: number, lastFour: string): CreditCard => ({
  id,
  aliasName: `Card ${id}`,
  cardholderName: 'Chloe Nguyen',
  lastFour,
  cardBrand: 'visa',
  providerAccount: 'default',
});
const cards = [card(1, '4242'), card(2, '4444')];
const providerRefusal = () => new ApiFailure(422, 'No such payment method.', undefined, new Headers());

let queryClient: QueryClient;
let toast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(creditCardKeys.list(), cards);
  toast = vi.spyOn(toasts, 'toast').mockReturnValue(0);
});
afterEach(() => {
  toast.mockRestore();
  queryClient.clear();
});

const listNow = () => queryClient.getQueryData<CreditCard[]>(creditCardKeys.list());

describe('removing a saved card', () => {
  it('takes the card off the list at once and toasts the removal when the server agrees', async () => {
    let finish: (value: unknown) => void = () => {};
    const remove = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const observer = new MutationObserver(queryClient, removeCardMutation(queryClient, remove));
    const done = observer.mutate(1);
    await vi.waitFor(() => expect(remove).toHaveBeenCalledWith(1));
    expect(listNow()?.map((c) => c.id)).toEqual([2]);
    finish(cards[0]);
    await done;
    expect(toast).toHaveBeenCalledWith('Payment method was removed!', 'success');
  });

  it("restores the list and toasts the provider's message when the removal fails", async () => {
    const remove = vi.fn(() => Promise.reject(providerRefusal()));
    const observer = new MutationObserver(queryClient, removeCardMutation(queryClient, remove));
    await observer.mutate(2).catch(() => {});
    expect(listNow()).toEqual(cards);
    expect(toast).toHaveBeenCalledWith('No such payment method.', 'error');
    expect(toast).not.toHaveBeenCalledWith(cardToasts.removed, 'success');
  });

  it("falls back to 'Payment method was not updated!' without a server message (or offline)", () => {
    expect(removeFailureMessage(new ApiFailure(500, undefined, undefined, new Headers()))).toBe(
      'Payment method was not updated!',
    );
    expect(removeFailureMessage(new TypeError('Failed to fetch'))).toBe(cardToasts.removeFailed);
    expect(removeFailureMessage(providerRefusal())).toBe('No such payment method.');
  });

  it("only the card provider's refusal (422 {error}) is shown; other server answers get the fallback", () => {
    // A card already removed elsewhere (404), a rate limit or a signed-out session are not the
    // provider's message: the fallback says the card was not updated.
    for (const [status, error] of [
      [404, 'Not found'],
      [429, 'Too many requests, please try again later.'],
      [401, 'Not signed in'],
    ] as const)
      expect(removeFailureMessage(new ApiFailure(status, error, undefined, new Headers()))).toBe(
        'Payment method was not updated!',
      );
  });
});

describe('adding a saved card', () => {
  const newCard = { aliasName: 'Spare', cardholderName: 'Chloe', stripePaymentMethod: 'pm', stripePublicKey: null };

  it('appends the saved card and toasts success', async () => {
    const add = vi.fn(async () => card(3, '0005'));
    await new MutationObserver(queryClient, addCardMutation(queryClient, add)).mutate(newCard);
    expect(add).toHaveBeenCalledWith(newCard);
    expect(listNow()?.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(toast).toHaveBeenCalledWith('New payment method added!', 'success');
  });

  it("toasts 'Failure adding new payment method...' and leaves the list alone on failure", async () => {
    const add = vi.fn(() => Promise.reject(new ApiFailure(422, 'Your card was declined.', undefined, new Headers())));
    await new MutationObserver(queryClient, addCardMutation(queryClient, add)).mutate(newCard).catch(() => {});
    expect(listNow()).toEqual(cards);
    expect(toast).toHaveBeenCalledWith('Failure adding new payment method...', 'error');
  });
});

describe('saved-card query keys', () => {
  it("sit under 'credit-cards' and are never persisted", () => {
    const { queryKey } = creditCardsQuery();
    expect(queryKey[0]).toBe('credit-cards');
    expect(mayPersistQuery({ queryKey, state: { status: 'success' } })).toBe(false);
  });
});
