// What the payment test files share: a signed-in lead with a payable booking, and a card payment body.
import { createCustomer } from '../factories/customers.ts';
import { createPayableBooking } from '../factories/payments.ts';
import type { TestContext } from './harness.ts';

export async function signedInLeadWithPayableBooking(
  ctx: TestContext,
  options: Parameters<typeof createPayableBooking>[2] = {},
) {
  const lead = await createCustomer(ctx.db, { firstName: 'Ada', lastName: 'Lovelace' });
  const made = await createPayableBooking(ctx.db, lead.id, options);
  const client = ctx.client();
  await client.signInAs(lead.id);
  return { lead, client, ...made };
}

/** The `payment` of POST .../payments for a card payment method (Stripe test id or sandbox token). */
export const cardPayment = (stripePaymentMethod: string, amountCents: number, extra: Record<string, unknown> = {}) => ({
  cardholderName: 'Ada Lovelace',
  currency: 'EUR',
  amountCents,
  termsAccepted: true,
  stripePaymentMethod,
  ...extra,
});
