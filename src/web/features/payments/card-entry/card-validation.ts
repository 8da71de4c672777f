// The sandbox card fields' checks and wording. The messages are Stripe's own, so a traveller reads
// the same sentence whichever provider the server uses (Stripe Elements produces these itself).

export const cardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export const digitsOf = (value: string) => value.replace(/\D/g, '');

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** How many digits a complete number has: American Express 15, everything else 16. */
export const cardNumberLength = (digits: string) => (isAmex(digits) ? 15 : 16);

/** How many digits the security code has: 4 on American Express, 3 otherwise. */
export const cvcLength = (cardDigits: string) => (isAmex(cardDigits) ? 4 : 3);

/** '4242424242424242' -> '4242 4242 4242 4242' (American Express: '3782 822463 10005'). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, cardNumberLength(digitsOf(value)));
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The Luhn checksum every real card number satisfies (catches a mistyped digit). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberError(value: string): string | null {
  const digits = digitsOf(value);
  if (digits.length < cardNumberLength(digits)) return cardMessages.numberIncomplete;
  return luhnValid(digits) ? null : cardMessages.numberInvalid;
}

/**
 * Typing '4' means April: a first digit above 1 gets its leading zero, and the ' / ' separator
 * appears after the month. Deleting back over the separator removes it.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  // Typed the month's second digit: add the separator; deleted into it: drop it.
  if (digits.length === 2) return value.includes('/') ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Month and two-digit year against `now` (the server's clock where known): a card is valid through its month. */
export function expiryError(value: string, now: Date): string | null {
  const digits = digitsOf(value);
  if (digits.length < 4) return cardMessages.expiryIncomplete;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2, 4));
  if (month < 1 || month > 12) return cardMessages.expiryMonthInvalid;
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return cardMessages.expiryYearPast;
  if (year === thisYear && month < now.getUTCMonth() + 1) return cardMessages.expiryDatePast;
  return null;
}

export function cvcError(value: string, cardNumber: string): string | null {
  const digits = digitsOf(value);
  return digits.length < cvcLength(digitsOf(cardNumber)) ? cardMessages.cvcIncomplete : null;
}

export type SandboxCardValues = { number: string; expiry: string; cvc: string };
export type SandboxCardErrors = { number: string | null; expiry: string | null; cvc: string | null };

export function sandboxCardErrors(values: SandboxCardValues, now: Date): SandboxCardErrors {
  return {
    number: cardNumberError(values.number),
    expiry: expiryError(values.expiry, now),
    cvc: cvcError(values.cvc, values.number),
  };
}

/**
 * Which field's message to show before the traveller has left it: like Stripe, an incomplete value
 * waits for blur (or a submit), but a complete-and-wrong one is reported as soon as it is typed.
 */
export function errorShownWhileTyping(field: keyof SandboxCardValues, error: string | null): boolean {
  if (error == null) return false;
  if (field === 'number') return error === cardMessages.numberInvalid;
  if (field === 'expiry') return error !== cardMessages.expiryIncomplete;
  return false;
}
