import { describe, expect, it } from 'vitest';
import {
  amountShown,
  cardBrandName,
  hasInvoice,
  maskedLastFour,
  methodDescription,
  methodLabel,
  paymentAction,
  paymentMeans,
  paymentPhrase,
  payerLabel,
  paymentReference,
  type WordedPayment,
} from './payment-wording.ts';

const card: WordedPayment = {
  amountCents: 50_000,
  payType: 'card',
  cardBrand: 'visa',
  lastFour: '4242',
  isRefund: false,
  isTransfer: false,
};
const bank: WordedPayment = { ...card, payType: 'bank', cardBrand: null, lastFour: null };
const cardRefund: WordedPayment = { ...card, amountCents: -25_000, isRefund: true };
const bankRefund: WordedPayment = { ...bank, amountCents: -30_000, isRefund: true, lastFour: 'EFT' };
const transferIn: WordedPayment = { ...bank, payType: 'transfer', isTransfer: true };
const transferOut: WordedPayment = { ...transferIn, amountCents: -50_000 };
const credit: WordedPayment = { ...bank, payType: 'credit' };

describe('paymentAction (refund wording)', () => {
  it('says what happened', () => {
    expect(paymentAction(cardRefund)).toBe('was refunded');
    expect(paymentAction(credit)).toBe('received a Credit');
    expect(paymentAction(card)).toBe('paid');
    expect(paymentAction(bank)).toBe('paid');
  });

  it('says a transfer went to the booking for a positive amount and from it otherwise', () => {
    expect(paymentAction(transferIn)).toBe('A payment was transferred to this booking');
    expect(paymentAction(transferOut)).toBe('A payment was transferred from this booking');
    expect(paymentAction({ ...transferIn, amountCents: 0 })).toBe('A payment was transferred from this booking');
  });

  it('puts a refund before a transfer', () => {
    expect(paymentAction({ ...cardRefund, isTransfer: true })).toBe('was refunded');
  });
});

describe('paymentMeans', () => {
  it('names bank transfers, including EFT refunds whatever their pay type', () => {
    expect(paymentMeans(bank)).toBe('by Bank Transfer');
    expect(paymentMeans(bankRefund)).toBe('by Bank Transfer');
    expect(paymentMeans({ ...cardRefund, lastFour: 'EFT' })).toBe('by Bank Transfer');
  });

  it('names the card brand, else Card', () => {
    expect(paymentMeans(card)).toBe('by Visa');
    expect(paymentMeans({ ...card, cardBrand: 'mastercard' })).toBe('by Mastercard');
    expect(paymentMeans({ ...card, cardBrand: 'other' })).toBe('by Card');
    expect(paymentMeans({ ...card, cardBrand: null })).toBe('by Card');
  });

  it('falls back to the pay type', () => {
    expect(paymentMeans({ ...bank, payType: 'cash' })).toBe('by cash');
    expect(paymentMeans({ ...bank, payType: 'other' })).toBe('by other');
  });
});

describe('paymentPhrase', () => {
  it('joins the action and the means', () => {
    expect(paymentPhrase(cardRefund)).toBe('was refunded by Visa');
    expect(paymentPhrase(bankRefund)).toBe('was refunded by Bank Transfer');
    expect(paymentPhrase(card)).toBe('paid by Visa');
    expect(paymentPhrase(bank)).toBe('paid by Bank Transfer');
  });

  it('leaves the means out of transfers and credits', () => {
    expect(paymentPhrase(transferOut)).toBe('A payment was transferred from this booking');
    expect(paymentPhrase(credit)).toBe('received a Credit');
  });
});

describe('card digits and method labels', () => {
  it('masks the last four digits and hides the bank-refund mark', () => {
    expect(maskedLastFour('1234')).toBe('•••• 1234');
    expect(maskedLastFour('EFT')).toBeNull();
    expect(maskedLastFour(null)).toBeNull();
    expect(maskedLastFour('')).toBeNull();
  });

  it('labels the payments list method', () => {
    expect(methodLabel(card)).toBe('•••• 4242');
    expect(methodLabel(bank)).toBe('Bank Transfer');
    expect(methodLabel(bankRefund)).toBe('Bank Transfer');
    expect(methodLabel(transferIn)).toBeNull();
  });

  it('describes the method in full for invoices', () => {
    expect(methodDescription(card)).toBe('Visa •••• 4242');
    expect(methodDescription({ ...card, cardBrand: null, lastFour: null })).toBe('Card');
    expect(methodDescription(bank)).toBe('Bank Transfer');
    expect(methodDescription(transferIn)).toBe('Transfer between bookings');
    expect(methodDescription({ ...bank, payType: 'cash' })).toBe('Cash');
  });

  it('names brands', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('other')).toBeNull();
    expect(cardBrandName(null)).toBeNull();
  });
});

describe('payerLabel', () => {
  it("says 'Someone' when the payer is unknown", () => {
    expect(payerLabel('Olivia Bennett')).toBe('Olivia Bennett');
    expect(payerLabel(null)).toBe('Someone');
    expect(payerLabel(undefined)).toBe('Someone');
    expect(payerLabel('  ')).toBe('Someone');
  });
});

describe('amountShown and hasInvoice (a refund is not a payment)', () => {
  it("heads money paid in 'Total Paid' and refunds and transfers by what they are, as positive amounts", () => {
    expect(amountShown(card)).toEqual({ heading: 'Total Paid', cents: 50_000 });
    expect(amountShown(cardRefund)).toEqual({ heading: 'Refunded', cents: 25_000 });
    expect(amountShown(bankRefund)).toEqual({ heading: 'Refunded', cents: 30_000 });
    expect(amountShown(transferOut)).toEqual({ heading: 'Transferred', cents: 50_000 });
    expect(amountShown(credit)).toEqual({ heading: 'Credit', cents: 50_000 });
  });

  it('offers an invoice for money received only', () => {
    expect(hasInvoice(card)).toBe(true);
    expect(hasInvoice(bank)).toBe(true);
    expect(hasInvoice(transferIn)).toBe(true);
    expect(hasInvoice(cardRefund)).toBe(false);
    expect(hasInvoice(bankRefund)).toBe(false);
    expect(hasInvoice(transferOut)).toBe(false);
  });
});

describe('paymentReference', () => {
  it('names the booking and the payment together', () => {
    expect(paymentReference({ bookingId: 40002, id: 29 })).toBe('40002-29');
  });
});
