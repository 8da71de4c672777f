// The shape of a demo booking, written as facts a person can read; bookings.ts and payments.ts
// turn a plan into rows and pricing.ts derives every total from it, so the money always adds up.
import type { CardBrand, CurrencyCode, Deck, PassengerStatus, ValueType } from '../schema.ts';
import type { DirectionKey } from './catalogue-content.ts';
import type { CustomerKey, DemoPerson } from './customers.ts';

/** A negative amount is a discount. Percentages are hundredths of a percent: -500 is -5.00%. */
export type ExtraPlan = { name: string; amountCents: number; quantity?: number; valueType?: ValueType };

export type PassengerPlan = {
  key: string;
  customer?: CustomerKey;
  person: Partial<DemoPerson>; // {} is an unassigned spot
  status: PassengerStatus;
  deck?: Deck;
  shipType?: string;
  unitPriceCents: number;
  extras?: ExtraPlan[];
  cancellationFeeCents?: number;
};

/** 'balance' pays whatever the passenger still owes at that point of the plan. */
export type Allocation = { passenger: string; amountCents: number | 'balance' };

type Paid = { at: number; payer?: string; paidBy?: CustomerKey; allocations: Allocation[] };
export type Card = { brand: CardBrand; lastFour: string; holder: string };

export type PaymentPlan =
  | (Paid & { kind: 'card'; card: Card; failed?: boolean; failedAmountCents?: number })
  | (Paid & { kind: 'bank'; unallocatedCents?: number })
  /** Money moved between two of the customer's bookings; allocations are signed (negative = out). */
  | (Paid & { kind: 'transfer'; counterpart: BookingKey })
  /** One passenger's refund (the refunds table names one passenger a row): a positive amount, stored negative. */
  | (Paid & { kind: 'refund'; creditNote: string; card?: Card });

export type CreditNotePlan = { key: string; creditId: string; raisedAt: number; amountCents: number; reason: string };

export type BookingKey =
  | 'awaitingDeposit'
  | 'secureFullPayment'
  | 'depositPaidBalanceDue'
  | 'balanceOverdue'
  | 'depositOverdue'
  | 'fullPaymentRequired'
  | 'depositRequired'
  | 'missingInfo'
  | 'preDeparture'
  | 'charter'
  | 'yachtCharter'
  | 'within30Days'
  | 'pastReviewed'
  | 'pastNoReview'
  | 'expired'
  | 'cancelled'
  | 'confirmed'
  | 'newbieAwaitingDeposit';

/** Day offsets are relative to the seed's now: negative is the past. */
export type BookingPlan = {
  key: BookingKey;
  situation: string;
  customer: CustomerKey;
  direction: DirectionKey;
  currency: CurrencyCode;
  createdAt: number;
  departIn: number;
  transportName?: string;
  expireIn?: number;
  cancelledAt?: number;
  paymentDueIn: number;
  depositPerPassengerCents: number;
  charterDepositCents?: number;
  isCharter?: boolean;
  isYachtCharter?: boolean;
  paymentAllocationEnabled?: boolean;
  withTerms: boolean;
  localTaxNotice?: boolean;
  passengers: PassengerPlan[];
  extras?: ExtraPlan[];
  creditNotes?: CreditNotePlan[];
  payments?: PaymentPlan[];
};
