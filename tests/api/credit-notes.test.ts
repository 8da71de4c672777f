// GET /customer/bookings/{id}/credit_notes: notes, their refunds with the passenger, and what remains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCreditNote, addPayment } from '../factories/bookings.ts';
import { createCustomer } from '../factories/customers.ts';
import { createPayableBooking } from '../factories/payments.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('credit notes', () => {
  it('lists each note with its refunds, refunded total and remaining amount', async () => {
    const lead = await createCustomer(ctx.db);
    const { booking, passengers } = await createPayableBooking(ctx.db, lead.id, { paidPerPassenger: 50_000 });
    const older = await addCreditNote(ctx.db, booking.id, {
      creditId: 'CN-2026-0001',
      creditRaisedDate: '2026-01-10',
      amountCents: 30_000,
      creditReason: 'Cabin change',
    });
    const newer = await addCreditNote(ctx.db, booking.id, {
      creditId: 'CN-2026-0002',
      creditRaisedDate: '2026-02-10',
      amountCents: 5_000,
    });
    const bank = await addPayment(ctx.db, booking.id, {
      amountCents: -10_000,
      refundedAmountCents: 10_000,
      isRefund: true,
      creditNoteId: older.id,
      payType: 'bank',
      lastFour: 'EFT',
      passengerPayerId: passengers[0]?.id,
      createdAt: new Date('2026-01-12T10:00:00Z'),
    });
    const cardRefund = await addPayment(ctx.db, booking.id, {
      amountCents: -5_000,
      refundedAmountCents: 5_000,
      isRefund: true,
      creditNoteId: older.id,
      payType: 'card',
      cardBrand: 'visa',
      lastFour: '4242',
      passengerPayerId: passengers[1]?.id,
      createdAt: new Date('2026-01-13T10:00:00Z'),
    });
    await addPayment(ctx.db, booking.id, {
      amountCents: -1_000,
      refundedAmountCents: 1_000,
      isRefund: true,
      creditNoteId: older.id,
      state: 'failed',
    });

    const client = ctx.client();
    await client.signInAs(lead.id);
    const res = await client.get(`/customer/bookings/${booking.id}/credit_notes`);
    expect(res.status).toBe(200);
    expect(res.body.creditNotes.map((n: { id: number }) => n.id)).toEqual([newer.id, older.id]);
    const note = res.body.creditNotes[1];
    expect(note).toMatchObject({
      creditId: 'CN-2026-0001',
      creditRaisedDate: '2026-01-10',
      amountCents: 30_000,
      currencyCode: 'EUR',
      creditReason: 'Cabin change',
      refundedCents: 15_000,
      remainingCents: 15_000,
    });
    expect(note.refunds).toEqual([
      expect.objectContaining({
        id: bank.id,
        payType: 'bank',
        lastFour: 'EFT',
        refundedAmountCents: 10_000,
        passengerName: 'Traveller1 Test',
        isRefund: true,
        createdAt: '2026-01-12T10:00:00.000Z',
      }),
      expect.objectContaining({
        id: cardRefund.id,
        cardBrand: 'visa',
        lastFour: '4242',
        passengerName: 'Traveller2 Test',
      }),
    ]);
    expect(res.body.creditNotes[0]).toMatchObject({ refunds: [], refundedCents: 0, remainingCents: 5_000 });
  });

  it('is empty for a booking without notes and 404 for another customer', async () => {
    const lead = await createCustomer(ctx.db);
    const { booking } = await createPayableBooking(ctx.db, lead.id);
    const client = ctx.client();
    await client.signInAs(lead.id);
    expect((await client.get(`/customer/bookings/${booking.id}/credit_notes`)).body).toEqual({ creditNotes: [] });
    const stranger = await createCustomer(ctx.db);
    const other = ctx.client();
    await other.signInAs(stranger.id);
    expect((await other.get(`/customer/bookings/${booking.id}/credit_notes`)).status).toBe(404);
  });
});
