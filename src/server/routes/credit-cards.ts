// GET/POST/DELETE /customer/credit_cards: the signed-in customer's saved cards (see
// shared/contract/credit-cards.ts). Cards live at the card provider; a card of another customer
// reads as not found.
import { Hono } from 'hono';
import * as v from 'valibot';
import { creditCardMessages, creditCardQuery, creditCardRequest } from '../../shared/contract/credit-cards.ts';
import { blank } from '../payments/payment-rules.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { findVisibleBooking } from '../bookings/load-booking.ts';
import { findCustomerById } from '../customers/find-customer.ts';
import { readPaymentSettings } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ApiError, idParam, notFound, readBody, readQuery, reply, unprocessable } from '../http/respond.ts';
import { type ProviderAccount, ProviderError } from '../payments/card-provider.ts';
import { countNewCard } from '../payments/new-card-limit.ts';
import { accountFor, providerOf } from '../payments/provider-of.ts';
import { deleteSavedCard, findSavedCard, listSavedCards, presentSavedCard, saveCard } from '../payments/saved-cards.ts';

export function creditCardRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/credit_cards', requireCustomer);
  routes.use('/customer/credit_cards/*', requireCustomer);

  const bookingAccount = async (bookingId: number, customerId: number): Promise<ProviderAccount> => {
    const head = await findVisibleBooking(deps.db, bookingId, customerId);
    if (!head) throw notFound();
    return accountFor(head.booking);
  };

  routes.get('/customer/credit_cards', async (c) => {
    const customerId = sessionOf(c).customerId;
    const query = readQuery(c, creditCardQuery);
    const account = query.bookingId === undefined ? undefined : await bookingAccount(query.bookingId, customerId);
    const rows = await listSavedCards(deps.db, customerId, account);
    return reply(c, { creditCards: rows.map(presentSavedCard) });
  });

  routes.post('/customer/credit_cards', async (c) => {
    const customerId = sessionOf(c).customerId;
    const body = await readBody(c, v.object({ creditCard: v.optional(v.nullable(creditCardRequest)) }));
    const request = body.creditCard ?? {};
    const errors: Record<string, string[]> = {};
    if (blank(request.aliasName)) errors.aliasName = [creditCardMessages.aliasRequired];
    if (blank(request.cardholderName)) errors.cardholderName = [creditCardMessages.cardholderRequired];
    if (blank(request.stripePaymentMethod)) errors.stripePaymentMethod = [creditCardMessages.cardRequired];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    await countNewCard(deps, customerId);
    const settings = deps.config.payments ?? readPaymentSettings({});
    const account: ProviderAccount = request.bookingId
      ? await bookingAccount(request.bookingId, customerId)
      : request.stripePublicKey &&
          request.stripePublicKey === settings.stripeYachtPublishableKey &&
          settings.stripeYachtPublishableKey !== settings.stripePublishableKey
        ? 'yacht'
        : 'default';
    const customer = await findCustomerById(deps.db, customerId);
    if (!customer) throw notFound();
    try {
      const row = await saveCard(deps.db, providerOf(deps), {
        customer: { id: customer.id, email: customer.email, name: request.cardholderName?.trim() ?? '' },
        account,
        aliasName: request.aliasName?.trim() ?? '',
        cardholderName: request.cardholderName?.trim() ?? '',
        paymentMethod: request.stripePaymentMethod ?? '',
      });
      return reply(c, { creditCard: presentSavedCard(row) });
    } catch (error) {
      if (error instanceof ProviderError) throw new ApiError(422, { error: error.message });
      throw error;
    }
  });

  routes.delete('/customer/credit_cards/:id', async (c) => {
    const row = await findSavedCard(deps.db, sessionOf(c).customerId, idParam(c));
    if (!row) throw notFound();
    try {
      await providerOf(deps).detachPaymentMethod({
        account: row.providerAccount === 'yacht' ? 'yacht' : 'default',
        providerPaymentMethodId: row.providerPaymentMethodId,
      });
    } catch (error) {
      if (error instanceof ProviderError) throw new ApiError(422, { error: error.message });
      throw error;
    }
    await deleteSavedCard(deps.db, row.id);
    return reply(c, { creditCard: presentSavedCard(row) });
  });

  return routes;
}
