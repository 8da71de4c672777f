// Saved cards: payment methods kept at the card provider, attached to the provider customer the
// traveller already has on that account (one per account), listed and removed per customer.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CreditCard } from '../../shared/contract/credit-cards.ts';
import type { Db } from '../db/client.ts';
import { savedCards } from '../db/schema.ts';
import type { CardDetails, CardProvider, ProviderAccount } from './card-provider.ts';
import { errorSummary } from '../http/log-error.ts';
import { logger } from '../log/logger.ts';

export type SavedCardRow = typeof savedCards.$inferSelect;

/** A saved card as the traveller sees it: its name, holder, brand and last four digits, nothing more. */
export const presentSavedCard = (row: SavedCardRow): CreditCard => ({
  id: row.id,
  aliasName: row.aliasName,
  cardholderName: row.cardholderName,
  lastFour: row.lastFour,
  cardBrand: row.cardBrand,
  providerAccount: row.providerAccount === 'yacht' ? 'yacht' : 'default',
});

export function listSavedCards(db: Db, customerId: number, account?: ProviderAccount): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.customerId, customerId), account ? eq(savedCards.providerAccount, account) : undefined))
    .orderBy(asc(savedCards.createdAt), asc(savedCards.id));
}

export async function customerRefOf(db: Db, customerId: number, account: ProviderAccount, provider: string) {
  const [row] = await db
    .select({ ref: savedCards.providerCustomerRef })
    .from(savedCards)
    .where(
      and(
        eq(savedCards.customerId, customerId),
        eq(savedCards.providerAccount, account),
        eq(savedCards.provider, provider),
        isNotNull(savedCards.providerCustomerRef),
      ),
    )
    .limit(1);
  return row?.ref ?? null;
}

/**
 * Attaches the method at the provider, then keeps it. Throws ProviderError with the provider's
 * message. Callers validate everything first (the contract refuses what the database would); should
 * the insert still fail, the method is detached again, so the provider never keeps a card the
 * customer cannot see or remove.
 */
export async function saveCard(
  db: Db,
  provider: CardProvider,
  input: {
    customer: { id: number; email: string; name: string };
    account: ProviderAccount;
    aliasName: string;
    cardholderName: string;
    paymentMethod: string;
  },
): Promise<SavedCardRow> {
  const saved = await provider.savePaymentMethod({
    account: input.account,
    paymentMethod: input.paymentMethod,
    customerRef: await customerRefOf(db, input.customer.id, input.account, provider.name),
    email: input.customer.email,
    name: input.cardholderName,
  });
  try {
    return await keepCard(db, {
      customerId: input.customer.id,
      aliasName: input.aliasName,
      cardholderName: input.cardholderName,
      provider: provider.name,
      account: input.account,
      card: saved.card,
      saved,
    });
  } catch (error) {
    // The insert's failure is the one to report; a failed detach is only logged with it.
    await provider
      .detachPaymentMethod({ account: input.account, providerPaymentMethodId: saved.providerPaymentMethodId })
      .catch((detachError: unknown) =>
        logger.error(`[saved-cards] detach after failed insert: ${errorSummary(detachError).line}`),
      );
    throw error;
  }
}

/** Records a method already attached at the provider (saved on its own, or kept from a payment). */
export async function keepCard(
  db: Db,
  input: {
    customerId: number;
    aliasName: string;
    cardholderName: string;
    provider: string;
    account: ProviderAccount;
    card: CardDetails;
    saved: { providerPaymentMethodId: string; customerRef: string };
  },
): Promise<SavedCardRow> {
  const [row] = await db
    .insert(savedCards)
    .values({
      customerId: input.customerId,
      aliasName: input.aliasName,
      cardholderName: input.cardholderName,
      lastFour: input.card.lastFour,
      cardBrand: input.card.brand,
      provider: input.provider,
      providerAccount: input.account,
      providerPaymentMethodId: input.saved.providerPaymentMethodId,
      providerCustomerRef: input.saved.customerRef,
    })
    .returning();
  if (!row) throw new Error('saved card insert returned nothing');
  return row;
}

/** The provider method of one of the customer's cards on that account, or null. */
export async function savedCardMethod(db: Db, customerId: number, account: ProviderAccount, cardId: number) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(
      and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId), eq(savedCards.providerAccount, account)),
    );
  return row ? { paymentMethod: row.providerPaymentMethodId, customerRef: row.providerCustomerRef } : null;
}

export async function findSavedCard(db: Db, customerId: number, cardId: number): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)));
  return row ?? null;
}

export async function deleteSavedCard(db: Db, cardId: number) {
  await db.delete(savedCards).where(eq(savedCards.id, cardId));
}

/** Whether this provider method is already among the customer's cards. */
export async function cardKept(db: Db, customerId: number, saved: { providerPaymentMethodId: string }) {
  const [row] = await db
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(
      and(eq(savedCards.customerId, customerId), eq(savedCards.providerPaymentMethodId, saved.providerPaymentMethodId)),
    );
  return row !== undefined;
}
