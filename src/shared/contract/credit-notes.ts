// GET /customer/bookings/{id}/credit_notes: the booking's credit notes with the refunds that settle
// them, newest note first. The client shows Credit Total (sum of refundedAmountCents) and Remaining
// (= remainingCents: the credit amount minus everything refunded). lastFour 'EFT' means the refund
// went back by bank transfer.
import * as v from 'valibot';
import { CURRENCIES } from '../domain/money.ts';
import { CARD_BRANDS, PAY_TYPES } from './payments.ts';

export const creditNotePaths = {
  list: (bookingId: number) => `/customer/bookings/${bookingId}/credit_notes`,
} as const;

export const refund = v.object({
  id: v.number(),
  createdAt: v.string(), // ISO 8601
  amountCents: v.number(), // negative: money going back
  refundedAmountCents: v.number(),
  currencyCode: v.picklist(CURRENCIES),
  payType: v.picklist(PAY_TYPES),
  cardBrand: v.nullable(v.picklist(CARD_BRANDS)),
  cardHolder: v.nullable(v.string()),
  lastFour: v.nullable(v.string()),
  passengerPayerId: v.nullable(v.number()),
  /** The Passenger column: the refunded passenger's full name, null when unknown. */
  passengerName: v.nullable(v.string()),
  isRefund: v.boolean(),
  isTransfer: v.boolean(),
});
export type Refund = v.InferOutput<typeof refund>;

export const creditNote = v.object({
  id: v.number(),
  bookingId: v.number(),
  creditId: v.string(),
  creditRaisedDate: v.string(), // YYYY-MM-DD
  amountCents: v.number(),
  currencyCode: v.picklist(CURRENCIES),
  creditReason: v.nullable(v.string()),
  refunds: v.array(refund),
  refundedCents: v.number(),
  remainingCents: v.number(),
});
export type CreditNote = v.InferOutput<typeof creditNote>;

export const creditNoteList = v.object({ creditNotes: v.array(creditNote) });
