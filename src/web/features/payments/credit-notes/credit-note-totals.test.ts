import { describe, expect, it } from 'vitest';
import type { Refund } from '../../../../shared/contract/credit-notes.ts';
import { creditNoteTotals } from './credit-note-totals.ts';

const refund = (refundedAmountCents: number): Refund => ({
  id: refundedAmountCents,
  createdAt: '2026-11-01T10:00:00.000Z',
  amountCents: -refundedAmountCents,
  refundedAmountCents,
  currencyCode: 'USD',
  payType: 'card',
  cardBrand: 'visa',
  cardHolder: null,
  lastFour: '4242',
  passengerPayerId: null,
  passengerName: null,
  isRefund: true,
  isTransfer: false,
});

describe('creditNoteTotals', () => {
  it('is all remaining before any refund', () => {
    expect(creditNoteTotals({ amountCents: 15_000, refunds: [] })).toEqual({
      creditTotalCents: 0,
      remainingCents: 15_000,
    });
  });

  it('subtracts everything refunded from the credit amount', () => {
    expect(creditNoteTotals({ amountCents: 15_000, refunds: [refund(10_000)] })).toEqual({
      creditTotalCents: 10_000,
      remainingCents: 5_000,
    });
    expect(
      creditNoteTotals({ amountCents: 100_000, refunds: [refund(25_000), refund(45_000), refund(30_000)] }),
    ).toEqual({
      creditTotalCents: 100_000,
      remainingCents: 0,
    });
  });

  it('shows an over-refund as a negative remainder rather than hiding it', () => {
    expect(creditNoteTotals({ amountCents: 1_000, refunds: [refund(1_500)] }).remainingCents).toBe(-500);
  });
});
