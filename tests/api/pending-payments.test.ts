// POST /customer/bookings/{id}/pending_payments: the bank-transfer code, with the card payment's rules.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingPayments } from '../../src/server/db/schema.ts';
import { addPassenger } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createTestContext, type TestClient, type TestContext } from './harness.ts';
import { signedInLeadWithPayableBooking } from './payment-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const transfer = (amountCents: number, extra: Record<string, unknown> = {}) => ({
  currency: 'EUR',
  amountCents,
  termsAccepted: true,
  ...extra,
});

const ask = (client: TestClient, bookingId: number, pendingPayment: Record<string, unknown>) =>
  client.post(`/customer/bookings/${bookingId}/pending_payments`, { pendingPayment });

const leadWithBooking = (options: Parameters<typeof signedInLeadWithPayableBooking>[1] = {}) =>
  signedInLeadWithPayableBooking(ctx, options);

describe('pending payments', () => {
  it('answers a unique payment description code and keeps the request', async () => {
    const { client, booking, passengers } = await leadWithBooking();
    const codes = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const res = await ask(client, booking.id, transfer(10_000, { recipients: [passengers[1]?.id] }));
      expect(res.status).toBe(200);
      expect(res.body.code).toMatch(new RegExp(`^GW-${booking.id}-[0-9A-HJKMNP-TV-Z]{4}$`));
      codes.add(res.body.code);
    }
    expect(codes.size).toBe(12);
    const rows = await ctx.db.select().from(pendingPayments).where(eq(pendingPayments.bookingId, booking.id));
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ amountCents: 10_000, currencyCode: 'EUR', recipients: [passengers[1]?.id] });
  });

  it('applies the amount, terms and currency rules', async () => {
    const { client, booking } = await leadWithBooking({ paidPerPassenger: 90_000 });
    const low = await ask(client, booking.id, transfer(50));
    expect(low.status).toBe(422);
    expect(low.body.errors.amountCents).toEqual(['Minimal payment is €1.00']);
    const high = await ask(client, booking.id, transfer(20_001));
    expect(high.body.errors.amountCents).toEqual(['Total amount is larger than remaining amount']);
    const terms = await ask(client, booking.id, transfer(10_000, { termsAccepted: false, currency: 'USD' }));
    expect(terms.body.errors).toEqual({
      termsAccepted: ['You have to agree to the Terms & Conditions'],
      currency: ['Currency does not match the booking currency'],
    });
  });

  it('is the lead’s, on a payable booking, and invisible to others', async () => {
    const { booking } = await leadWithBooking({ booking: { cancelledAt: new Date('2026-03-01T00:00:00Z') } });
    const stranger = await createCustomer(ctx.db);
    const strangerClient = ctx.client();
    await strangerClient.signInAs(stranger.id);
    expect((await ask(strangerClient, booking.id, transfer(10_000))).status).toBe(404);

    const open = await leadWithBooking();
    const friend = await createCustomer(ctx.db);
    await addPassenger(ctx.db, open.booking.id, { customerId: friend.id });
    const friendClient = ctx.client();
    await friendClient.signInAs(friend.id);
    const notLead = await ask(friendClient, open.booking.id, transfer(10_000));
    expect(notLead.status).toBe(403);
    expect(notLead.body.error).toBe('Only the lead customer can pay for this booking.');

    const cancelled = await leadWithBooking({ booking: { cancelledAt: new Date('2026-03-01T00:00:00Z') } });
    const refused = await ask(cancelled.client, cancelled.booking.id, transfer(10_000));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('This booking cannot be paid online.');
  });
});
