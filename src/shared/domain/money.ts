// Money is integer cents everywhere; it becomes text only here, for display (en-US, 2 decimals).
export const CURRENCIES = ['EUR', 'GBP', 'USD', 'AUD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: CurrencyCode): Intl.NumberFormat {
  let found = formatters.get(currency);
  if (!found) {
    found = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, found);
  }
  return found;
}

/** 123456, 'GBP' -> '£1,234.56'; AUD shows as 'A$' in en-US. */
export function formatMoney(cents: number, currency: CurrencyCode): string {
  return formatter(currency).format(cents / 100);
}

/** A typed amount ('12.5', '12.50') to cents, rounding to the nearest cent; NaN for non-numbers. */
export function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() === '' ? Number.NaN : amount);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}
