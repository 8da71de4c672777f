// Saved cards (GET/POST/DELETE /customer/credit_cards). Keys start with 'credit-cards', which the
// persister never writes to IndexedDB (lib/persist-policy.ts): card details stay in memory only.
import { queryOptions } from '@tanstack/react-query';
import {
  creditCardList,
  creditCardOne,
  creditCardPaths,
  type CreditCard,
} from '../../../../shared/contract/credit-cards.ts';
import { api } from '../../../lib/api-client.ts';

export const creditCardKeys = {
  all: ['credit-cards'] as const,
  /** The customer's cards across both provider accounts (the profile's list). */
  list: () => [...creditCardKeys.all, 'list'] as const,
};

export const creditCardsQuery = () =>
  queryOptions({
    queryKey: creditCardKeys.list(),
    queryFn: async (): Promise<CreditCard[]> => (await api('get', creditCardPaths.list(), creditCardList)).creditCards,
  });

export type NewCreditCard = {
  aliasName: string;
  cardholderName: string;
  stripePaymentMethod: string;
  stripePublicKey: string | null;
};

export async function addCreditCard(card: NewCreditCard): Promise<CreditCard> {
  return (await api('post', creditCardPaths.list(), creditCardOne, { json: { creditCard: card } })).creditCard;
}

export async function removeCreditCard(id: number): Promise<CreditCard> {
  return (await api('delete', creditCardPaths.one(id), creditCardOne)).creditCard;
}
