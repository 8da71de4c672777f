// Money is integer cents everywhere; it becomes text only here, for display (en-US, 2 decimals).
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'AUD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

// Written out here rather than by Intl.NumberFormat: a browser sets up Intl's locale data on its
// first use, 10 ms or more on a phone, and a page's first render formats money before anything else
// needs Intl. The output is Intl's en-US output, character for character (money.test.ts compares
// the two); Intl stays for what this does not cover (a non-finite amount).
const SYMBOLS: Record<CurrencyCode, string> = { EUR: '€', GBP: '£', USD: '$', AUD: 'A$' };

/** 1234567 -> '1,234,567' (a non-negative integer). */
export const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Intl's minus: on anything below zero, -0 included. */
export const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** 123456, 'GBP' -> '£1,234.56'; AUD shows as 'A$' in en-US. */
export function formatMoney(cents: number, currency: CurrencyCode): string {
  if (!Number.isFinite(cents)) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  }
  const rounded = Math.round(Math.abs(cents)); // to the cent, halves away from zero as Intl does
  const fraction = String(rounded % 100).padStart(2, '0');
  return `${isNegative(cents) ? '-' : ''}${SYMBOLS[currency]}${groupThousands(Math.floor(rounded / 100))}.${fraction}`;
}

/** A typed amount ('12.5', '12.50') to cents, rounding to the nearest cent; NaN for non-numbers. */
export function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() === '' ? Number.NaN : amount);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}
