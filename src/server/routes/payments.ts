// Card payments and the payments list of a booking, plus the card
// provider's public settings. Checks run in the order that leaks least: 404 (not yours to see),
// 403 (not yours to pay, or not payable), then 422 (the fields' messages).
import { and, eq, type SQL } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, paymentMessages, paymentRequest } from '../../shared/contract/payments.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { findVisibleBooking } from '../bookings/load-booking.ts';
import { findCustomerById } from '../customers/find-customer.ts';
import { payments } from '../db/schema.ts';
import { readPaymentSettings } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, notFound, readBody, reply, unprocessable } from '../http/respond.ts';
import { paymentAttempts } from '../metrics/registry.ts';
import { PROVIDER_UNAVAILABLE, ProviderUnavailableError } from '../payments/card-provider.ts';
import { countNewCard } from '../payments/new-card-limit.ts';
import { selectPayments } from '../payments/present-payment.ts';
import { accountFor, providerOf } from '../payments/provider-of.ts';
import { takePayment } from '../payments/take-payment.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

export async function visibleBookingOr404(deps: AppDeps, c: Context<AppEnv>, param = 'id') {
  const head = await findVisibleBooking(deps.db, idParam(c, param), sessionOf(c).customerId);
  if (!head) throw notFound();
  return head.booking;
}

export function paymentRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings/*', requireCustomer);
  routes.use('/customer/payment_config', requireCustomer);

  routes.get('/customer/bookings/:id/payments', async (c) => {
    const booking = await visibleBookingOr404(deps, c);
    return reply(c, { payments: await selectPayments(deps.db, eq(payments.bookingId, booking.id)) });
  });

  routes.get('/customer/bookings/:id/payments/:paymentId', async (c) => {
    const booking = await visibleBookingOr404(deps, c);
    const [found] = await selectPayments(
      deps.db,
      and(eq(payments.bookingId, booking.id), eq(payments.id, idParam(c, 'paymentId'))) as SQL,
    );
    if (!found) throw notFound();
    return reply(c, { payment: found });
  });

  routes.post('/customer/bookings/:id/payments', async (c) => {
    const booking = await visibleBookingOr404(deps, c);
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? '';
    if (!KEY_PATTERN.test(key)) throw unprocessable({ idempotencyKey: [paymentMessages.idempotencyKeyRequired] });
    const body = await readBody(c, v.object({ payment: v.optional(v.nullable(paymentRequest)) }));
    const customer = await findCustomerById(deps.db, sessionOf(c).customerId);
    if (!customer) throw notFound();
    // A new card (not a saved one, nor the re-submit after authentication) counts against the limit.
    if (body.payment?.stripePaymentMethod?.trim() && !body.payment.stripePaymentIntent)
      await countNewCard(deps, customer.id);
    // The attempt stays reserved: the client re-sends the same request with the same key.
    const answer = await takePayment(
      {
        db: deps.db,
        provider: providerOf(deps),
        account: accountFor(booking),
        booking,
        customer: {
          id: customer.id,
          email: customer.email,
          name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
        },
        now: deps.clock.now(),
        idempotencyKey: key,
      },
      body.payment ?? {},
    ).catch((error) => {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      paymentAttempts.inc({ outcome: 'provider_unavailable' });
      return null;
    });
    if (!answer) return reply(c, { error: PROVIDER_UNAVAILABLE }, 503);
    return reply(c, answer);
  });

  routes.get('/customer/payment_config', (c) => {
    const settings = deps.config.payments ?? readPaymentSettings({});
    return reply(c, {
      provider: providerOf(deps).name,
      stripePublishableKey: settings.stripePublishableKey ?? null,
      stripeYachtPublishableKey: settings.stripeYachtPublishableKey ?? null,
    });
  });

  return routes;
}
