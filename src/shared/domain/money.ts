// Money is integer cents everywhere; it becomes text only here, for display (en-US, 2 decimals).
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'AUD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

// Written out here rather than by Intl.NumberFormat: a browser sets up Intl's locale data on its
// first use, a noticeable cost on a phone, and a page's first render formats money before anything else
// needs Intl. The output is Intl's en-US output, character for character (money.test.ts compares
// the two); Intl stays for what this does not cover (a non-finite amount).
const SYMBOLS: Record<CurrencyCode, string> = { EUR: '€', GBP: '£', USD: '$', AUD: 'A$' };

/**
 * A count of hundredths (cents, or hundredths of a percent) as en-US digits, Intl's way: a minus on
 * anything below zero (-0 included), thousands grouped, halves rounded away from zero; two decimals,
 * or only those needed with `trimZeros`.
 */
export function hundredthsText(hundredths: number, trimZeros: boolean): { minus: string; digits: string } {
  const rounded = Math.round(Math.abs(hundredths));
  const whole = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const twoDecimals = String(rounded % 100).padStart(2, '0');
  const decimals = trimZeros ? twoDecimals.replace(/0+$/, '') : twoDecimals;
  const minus = hundredths < 0 || Object.is(hundredths, -0) ? '-' : '';
  return { minus, digits: decimals ? `${whole}.${decimals}` : whole };
}

/** 123456, 'GBP' -> '£1,234.56'; AUD shows as 'A$' in en-US. */
export function formatMoney(cents: number, currency: CurrencyCode): string {
  if (!Number.isFinite(cents)) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  }
  const { minus, digits } = hundredthsText(cents, false);
  return `${minus}${SYMBOLS[currency]}${digits}`;
}

/** A typed amount ('12.5', '12.50') to cents, rounding to the nearest cent; NaN for non-numbers. */
export function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() === '' ? Number.NaN : amount);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}
