// POST /customer/bookings/{id}/pending_payments: a bank transfer the traveller is about to make.
// Same checks as a card payment (lead only, payable booking, amount rules, terms); the answer is
// the payment description code to quote on the transfer. Nothing is paid until the bank says so.
import { Hono } from 'hono';
import * as v from 'valibot';
import { pendingPaymentRequest } from '../../shared/contract/payments.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { passengersOf } from '../bookings/load-booking.ts';
import { isUniqueViolation } from '../customers/find-customer.ts';
import { pendingPayments } from '../db/schema.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { readBody, reply, unprocessable } from '../http/respond.ts';
import { paymentCode } from '../payments/payment-codes.ts';
import { amountRuleErrors, assertMayPay, recipientsOf } from '../payments/payment-rules.ts';
import { visibleBookingOr404 } from './payments.ts';

export function pendingPaymentRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings/*', requireCustomer);

  routes.post('/customer/bookings/:id/pending_payments', async (c) => {
    const booking = await visibleBookingOr404(deps, c);
    const customerId = sessionOf(c).customerId;
    assertMayPay(booking, customerId, deps.clock.now());
    const body = await readBody(c, v.object({ pendingPayment: v.optional(v.nullable(pendingPaymentRequest)) }));
    const request = body.pendingPayment ?? {};
    const passengers = await passengersOf(deps.db, booking.id);
    const errors = amountRuleErrors(booking, passengers, request);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    for (let attempt = 0; ; attempt += 1) {
      const code = paymentCode(booking.id);
      try {
        await deps.db.insert(pendingPayments).values({
          bookingId: booking.id,
          customerId,
          amountCents: request.amountCents ?? 0,
          currencyCode: booking.currencyCode,
          code,
          termsAccepted: true,
          recipients: recipientsOf(passengers, request.recipients),
        });
        return reply(c, { code });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 8) throw error;
      }
    }
  });

  return routes;
}
