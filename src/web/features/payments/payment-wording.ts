// How a payment, refund or transfer reads on the payments and credit-notes screens.
// One place for the rules; the components only lay the words out.
import type { CARD_BRANDS, PAY_TYPES } from '../../../shared/contract/payments.ts';

type PayType = (typeof PAY_TYPES)[number];
type CardBrand = (typeof CARD_BRANDS)[number];

/** The fields of a payment or refund that the wording depends on. */
export type WordedPayment = {
  amountCents: number;
  payType: PayType;
  cardBrand: CardBrand | null;
  lastFour: string | null;
  isRefund: boolean;
  isTransfer: boolean;
};

/** 'EFT' in lastFour marks a refund paid back by bank transfer. */
export const BANK_REFUND_MARK = 'EFT';

const BRAND_NAMES: Record<CardBrand, string | null> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  other: null, // an unknown brand reads as 'Card'
};

/** The card brand's display name, or null when unknown ('Card' is said instead). */
export function cardBrandName(brand: CardBrand | null): string | null {
  return brand ? BRAND_NAMES[brand] : null;
}

export function isBankPayment(payment: Pick<WordedPayment, 'payType' | 'lastFour'>): boolean {
  return payment.payType === 'bank' || payment.lastFour === BANK_REFUND_MARK;
}

/** What happened: 'was refunded', the transfer sentence, 'received a Credit' or 'paid'. */
export function paymentAction(payment: WordedPayment): string {
  if (payment.isRefund) return 'was refunded';
  if (payment.isTransfer) {
    return `A payment was transferred ${payment.amountCents > 0 ? 'to' : 'from'} this booking`;
  }
  if (payment.payType === 'credit') return 'received a Credit';
  return 'paid';
}

/** How: 'by Bank Transfer', 'by Visa' (the card brand) or 'by Card', else 'by {payType}'. */
export function paymentMeans(payment: Pick<WordedPayment, 'payType' | 'cardBrand' | 'lastFour'>): string {
  if (isBankPayment(payment)) return 'by Bank Transfer';
  if (payment.payType === 'card') return `by ${cardBrandName(payment.cardBrand) ?? 'Card'}`;
  return `by ${payment.payType}`;
}

/**
 * The whole phrase after the person's name: 'was refunded by Visa', 'paid by Bank Transfer',
 * 'received a Credit'. A transfer is a sentence of its own (no person, no means).
 */
export function paymentPhrase(payment: WordedPayment): string {
  if (payment.isTransfer && !payment.isRefund) return paymentAction(payment);
  if (!payment.isRefund && payment.payType === 'credit') return paymentAction(payment);
  return `${paymentAction(payment)} ${paymentMeans(payment)}`;
}

/** '•••• 4242' for a card's last four digits; null for none or a bank refund ('EFT'). */
export function maskedLastFour(lastFour: string | null): string | null {
  if (!lastFour || lastFour === BANK_REFUND_MARK) return null;
  return `•••• ${lastFour}`;
}

/** The payments list's method text beside the brand icon: '•••• 4242', 'Bank Transfer', or null. */
export function methodLabel(payment: Pick<WordedPayment, 'payType' | 'cardBrand' | 'lastFour'>): string | null {
  if (isBankPayment(payment)) return 'Bank Transfer';
  return maskedLastFour(payment.lastFour);
}

/**
 * What the payments list puts under the amount, and the amount it shows: money paid in is
 * 'Total Paid'; a refund reads 'Refunded' and a transfer 'Transferred', as positive amounts (the
 * words say which way the money went); a credit 'Credit'. A refund never reads as a negative
 * 'Total Paid'.
 */
export function amountShown(payment: WordedPayment): { heading: string; cents: number } {
  if (payment.isRefund) return { heading: 'Refunded', cents: Math.abs(payment.amountCents) };
  if (payment.isTransfer) return { heading: 'Transferred', cents: Math.abs(payment.amountCents) };
  if (payment.payType === 'credit') return { heading: 'Credit', cents: payment.amountCents };
  return { heading: 'Total Paid', cents: payment.amountCents };
}

/** An invoice is for money received: never for a refund, nor for a transfer away from the booking. */
export const hasInvoice = (payment: WordedPayment) => !payment.isRefund && payment.amountCents > 0;

/** The payer as the payments list names them: their name, or 'Someone' when unknown. */
export function payerLabel(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : 'Someone';
}

const OTHER_METHODS: Record<PayType, string> = {
  bank: 'Bank Transfer',
  card: 'Card',
  cash: 'Cash',
  transfer: 'Transfer between bookings',
  credit: 'Credit',
  other: 'Other',
};

/** The method in full, for invoices: 'Visa •••• 4242', 'Card', 'Bank Transfer', 'Cash'. */
export function methodDescription(payment: Pick<WordedPayment, 'payType' | 'cardBrand' | 'lastFour'>): string {
  if (isBankPayment(payment)) return 'Bank Transfer';
  if (payment.payType === 'card') {
    return [cardBrandName(payment.cardBrand) ?? 'Card', maskedLastFour(payment.lastFour)].filter(Boolean).join(' ');
  }
  return OTHER_METHODS[payment.payType];
}

/**
 * The reference a traveller quotes to the operator about a payment: the booking and the payment
 * together ('40002-29'), so it names both without looking anything up.
 */
export const paymentReference = (payment: { bookingId: number; id: number }) => `${payment.bookingId}-${payment.id}`;
