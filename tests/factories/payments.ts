// Payable bookings for the payment tests: a lead, passengers whose paid amounts add up with the
// booking's (paidCents = passengers' amountPaidCents + unallocatedCents), and the ledger rows behind it.
import type { Db } from '../../src/server/db/client.ts';
import { savedCards } from '../../src/server/db/schema.ts';
import { addPassenger, addPayment, createBooking } from './bookings.ts';

export async function createPayableBooking(
  db: Db,
  leadId: number,
  options: {
    passengerPrices?: number[];
    paidPerPassenger?: number;
    booking?: Parameters<typeof createBooking>[2];
  } = {},
) {
  const prices = options.passengerPrices ?? [100_000, 100_000];
  const paidEach = options.paidPerPassenger ?? 0;
  const totalCents = prices.reduce((sum, price) => sum + price, 0);
  const paidCents = paidEach * prices.length;
  const booking = await createBooking(db, leadId, { totalCents, paidCents, ...options.booking });
  const passengers = [];
  for (const [index, price] of prices.entries()) {
    passengers.push(
      await addPassenger(db, booking.id, {
        customerId: index === 0 ? leadId : null,
        firstName: `Traveller${index + 1}`,
        lastName: 'Test',
        totalPriceCents: price,
        unitPriceCents: price,
        amountPaidCents: paidEach,
        position: index,
      }),
    );
  }
  if (paidCents > 0) await addPayment(db, booking.id, { amountCents: paidCents, customerId: leadId });
  return { booking, passengers };
}

export async function addSavedCard(db: Db, customerId: number, values: Partial<typeof savedCards.$inferInsert> = {}) {
  const [row] = await db
    .insert(savedCards)
    .values({
      customerId,
      aliasName: 'Holiday card',
      cardholderName: 'Ada Lovelace',
      lastFour: '4242',
      cardBrand: 'visa',
      provider: 'sandbox',
      providerAccount: 'default',
      providerPaymentMethodId: `sandbox_pm_succeeds_visa_4242_${Math.random().toString(16).slice(2, 10)}`,
      providerCustomerRef: 'sandbox_cus_test',
      ...values,
    })
    .returning();
  if (!row) throw new Error('saved card insert returned nothing');
  return row;
}
