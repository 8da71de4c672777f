import { describe, expect, it } from 'vitest';
import { CURRENCIES, formatMoney, toCents } from './money.ts';

describe('formatMoney', () => {
  it.each([
    ['EUR', '€1,234.56'],
    ['GBP', '£1,234.56'],
    ['USD', '$1,234.56'],
    ['AUD', 'A$1,234.56'],
  ] as const)('formats %s in en-US with two decimals', (currency, expected) => {
    expect(formatMoney(123456, currency)).toBe(expected);
  });

  it.each([
    ['EUR', '€0.00', '€1,000,000.00', '-€25.50'],
    ['GBP', '£0.00', '£1,000,000.00', '-£25.50'],
    ['USD', '$0.00', '$1,000,000.00', '-$25.50'],
    ['AUD', 'A$0.00', 'A$1,000,000.00', '-A$25.50'],
  ] as const)('%s: zero, thousands separators and refunds (negative)', (currency, zero, million, refund) => {
    expect(formatMoney(0, currency)).toBe(zero);
    expect(formatMoney(100_000_000, currency)).toBe(million);
    expect(formatMoney(-2550, currency)).toBe(refund);
  });

  it('always shows two decimals', () => {
    expect(formatMoney(100, 'USD')).toBe('$1.00');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
  });
});

// Amounts in cents: whole, half cents (rounding), negatives, -0, millions and beyond.
const AMOUNTS = [0, -0, 1, 5, 99, 100, 101, 999, 1_000, 99_999, 100_000, 123_456, 100_000_000, 123_456_789_012];
const EDGES = [
  0.4,
  0.5,
  12.5,
  1_234.5,
  -0.4,
  -0.5,
  -12.5,
  -1,
  -2_550,
  -123_456_789,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

describe('formatMoney reads as Intl.NumberFormat en-US does', () => {
  it.each(CURRENCIES)('%s', (currency) => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const cents of [...AMOUNTS, ...AMOUNTS.map((a) => -a), ...EDGES])
      expect(formatMoney(cents, currency), `${cents}`).toBe(intl.format(cents / 100));
  });
});

describe('toCents', () => {
  it('multiplies by 100 and rounds to the cent', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('0.29')).toBe(29);
    expect(toCents(19.99)).toBe(1999);
  });

  it('gives NaN for what is not a number', () => {
    expect(toCents('')).toBeNaN();
    expect(toCents('abc')).toBeNaN();
  });
});
