// Operator texts attached to bookings. Terms and bank instructions are plain text with blank lines
// between paragraphs (render with white-space: pre-line); the local-tax notice is operator HTML.
import type { BrandId, CurrencyCode } from '../schema.ts';

const COMPANY: Record<BrandId, string> = {
  cruise: 'Gangway Sailing',
  tour: 'Gangway Tours',
  medical: 'Gangway Medical Voyages',
};

// Long on purpose: the payment dialog only enables ACCEPT once the text is scrolled to the end.
export function termsTemplate(brand: BrandId): string {
  const company = COMPANY[brand];
  const trip = brand === 'tour' ? 'tour' : 'voyage';
  return [
    `BOOKING TERMS AND CONDITIONS: ${company.toUpperCase()}`,
    `1. Your contract. These terms form the contract between you and ${company}. The lead passenger accepts them on behalf of everyone named on the booking and confirms that each passenger has read them and is at least 17 years old at the date of departure.`,
    `2. Deposits and balances. A non-refundable deposit per passenger secures your place. The balance is due on the payment due date shown on your booking. If the balance is not received by that date we may treat the booking as cancelled by you and apply the cancellation charges below.`,
    `3. Payment methods. You can pay by credit or debit card or by bank transfer. Bank transfers must quote the payment description code shown in the payment dialog so that we can match your payment; transfers without it may take up to ten working days to allocate.`,
    `4. Prices. The price of your ${trip} is fixed once the deposit is paid, except for changes in government taxes, port or park fees which we are required to pass on. We will never increase the price within 30 days of departure.`,
    `5. Changes by you. Name changes and passenger details can be updated in your account until 30 days before departure. After that, please contact our reservations team; an administration fee may apply.`,
    `6. Cancellation by you. Cancellations must be made in writing by the lead passenger. More than 60 days before departure you lose the deposit only. Between 60 and 31 days before departure 50% of the total price is payable. Within 30 days of departure 100% of the total price is payable.`,
    `7. Changes and cancellation by us. Weather, sea conditions and local regulations can require us to change an itinerary. We will always choose the safest alternative and the captain's or tour leader's decision is final. If we cancel your ${trip} you may choose a full refund or an alternative departure.`,
    `8. Travel insurance. Comprehensive travel insurance covering cancellation, medical expenses and repatriation is a condition of booking. Please carry your policy details with you.`,
    `9. Passports, visas and health. You are responsible for holding a passport valid for at least six months after your return, any visas required and any vaccinations recommended for your destinations. We can provide a visa support letter on request.`,
    `10. Behaviour. We may refuse to carry, or remove from the ${trip}, anyone whose behaviour puts the safety or enjoyment of others at risk, without refund.`,
    `11. Complaints. If something is not right during your ${trip}, tell your crew or tour leader straight away so that they can put it right. Written complaints must reach us within 28 days of your return.`,
    `12. Law. These terms are governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.`,
    `By accepting these terms you confirm that you have read and understood them.`,
  ].join('\n\n');
}

const BANKS: Record<CurrencyCode, string> = {
  EUR: 'IBAN: GB33 GWAY 6016 1331 9268 19 (EUR)\nBIC: GWAYGB2L',
  GBP: 'Sort code: 60-16-13\nAccount number: 31926819',
  USD: 'Account number: 8820 1145 70 (USD)\nSWIFT: GWAYGB2L\nIntermediary: JPMorgan Chase, New York, CHASUS33',
  AUD: 'BSB: 062-000\nAccount number: 1622 5471',
};

export function bankTransferTemplate(brand: BrandId, currency: CurrencyCode): string {
  return [
    `Please pay by bank transfer to:`,
    `Account name: ${COMPANY[brand]} Ltd\nBank: Harbour Bank plc, 1 Quay Street, London EC3R 6AA\n${BANKS[currency]}`,
    `Always quote your payment description code as the payment reference. Transfers usually reach us within 3 working days; your booking is updated once the money has arrived. Any bank charges are payable by the sender.`,
  ].join('\n\n');
}

export function transferwiseTemplate(currency: CurrencyCode): string {
  return `Pay in ${currency} through our transfer-service account "Gangway Ltd" using the e-mail payments@gangway.example, quoting your payment description code.`;
}

// The Greek overnight-stay levy is collected locally, so the portal shows it as a notice, not a charge.
export const GREEK_TAX_NOTICE =
  '<p><strong>Local tax notice:</strong> Greece charges a climate resilience levy of <strong>€8.00 per cabin per night</strong> on vessels with overnight stays. It is not included in your booking total and is paid on board in cash or by card on the first evening.</p>';
