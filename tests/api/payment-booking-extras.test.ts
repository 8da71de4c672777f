// A booking whose own extras and discounts make its total differ from its passengers' totals: a
// payment is spread over the passengers' shares of the booking total, and paying the booking in
// full leaves every passenger fully paid.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema.ts';
import { createSandboxProvider } from '../../src/server/payments/sandbox-provider.ts';
import { addBookingExtra } from '../factories/bookings.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { cardPayment, signedInLeadWithPayableBooking } from './payment-fixtures.ts';

const sandbox = createSandboxProvider({ default: 'whsec_test_default', yacht: 'whsec_test_yacht' });
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ cardProvider: sandbox });
});
afterAll(() => ctx.close());

/** Two passengers at 179,000 with 40,000 paid each, and booking extras worth `extrasCents` in all. */
async function bookingWithExtras(extras: { name: string; amountCents: number; quantity?: number }[]) {
  const extrasCents = extras.reduce((sum, extra) => sum + extra.amountCents * (extra.quantity ?? 1), 0);
  const made = await signedInLeadWithPayableBooking(ctx, {
    passengerPrices: [179_000, 179_000],
    paidPerPassenger: 40_000,
    booking: { totalCents: 358_000 + extrasCents },
  });
  for (const extra of extras) await addBookingExtra(ctx.db, made.booking.id, extra);
  return made;
}

async function payRemaining(made: Awaited<ReturnType<typeof bookingWithExtras>>) {
  const owed = made.booking.totalCents - made.booking.paidCents;
  const res = await made.client.post(
    `/customer/bookings/${made.booking.id}/payments`,
    { payment: cardPayment('pm_card_visa', owed) },
    { headers: { 'Idempotency-Key': `test-${randomUUID()}` } },
  );
  expect(res.status).toBe(200);
  const answer = await made.client.get(`/customer/bookings/${made.booking.id}`);
  expect(answer.status).toBe(200);
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, made.booking.id));
  return { booking: answer.body, row };
}

describe('paying the balance of a booking with its own extras and discounts', () => {
  it('leaves every passenger fully paid when the booking has a net discount', async () => {
    const made = await bookingWithExtras([
      { name: 'Wine tasting evening', amountCents: 4_500, quantity: 2 },
      { name: 'Early booking discount', amountCents: -15_000 },
    ]);
    const { booking, row } = await payRemaining(made);
    expect(row).toMatchObject({ totalCents: 352_000, paidCents: 352_000, unallocatedCents: 0 });
    const figures = booking.passengers.map((p: Record<string, number>) => [p.amountPaidCents, p.remainingAmountCents]);
    // Each passenger's share: 179,000 less half of the net 6,000 discount.
    expect(figures).toEqual([
      [176_000, 0],
      [176_000, 0],
    ]);
  });

  it('allocates a net surcharge to the passengers rather than leaving it unallocated', async () => {
    const made = await bookingWithExtras([{ name: 'Port and marina fees', amountCents: 6_000, quantity: 2 }]);
    const { booking, row } = await payRemaining(made);
    expect(row).toMatchObject({ totalCents: 370_000, paidCents: 370_000, unallocatedCents: 0 });
    const figures = booking.passengers.map((p: Record<string, number>) => [p.amountPaidCents, p.remainingAmountCents]);
    expect(figures).toEqual([
      [185_000, 0],
      [185_000, 0],
    ]);
  });

  it('owes each passenger their share before anything is paid towards it', async () => {
    const made = await bookingWithExtras([{ name: 'Early booking discount', amountCents: -15_001 }]);
    const answer = await made.client.get(`/customer/bookings/${made.booking.id}`);
    // 15,001 off splits 7,501 + 7,500: the odd cent goes to the first passenger by id.
    const remaining = answer.body.passengers
      .sort((a: { id: number }, b: { id: number }) => a.id - b.id)
      .map((p: Record<string, number>) => p.remainingAmountCents);
    expect(remaining).toEqual([179_000 - 40_000 - 7_501, 179_000 - 40_000 - 7_500]);
  });
});
