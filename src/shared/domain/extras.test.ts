import { describe, expect, it } from 'vitest';
import { formatExtraTotal, formatExtraValue, formatPercent } from './extras.ts';

describe('formatPercent reads as Intl.NumberFormat en-US does (at most two decimals)', () => {
  it('for whole, fractional, negative, large and odd values', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const whole = [0, -0, 1, 5, 10, 99, 100, 800, 1_250, 1_234, 33_333, 100_000, 12_345_678];
    const values = [...whole, 0.4, 0.5, 12.5, Number.NaN];
    for (const hundredths of [...values, ...values.map((v) => -v)])
      expect(formatPercent(hundredths), `${hundredths}`).toBe(`${intl.format(hundredths / 100)}%`);
  });
});

describe('extra display', () => {
  it('shows percentages from hundredths of a percent, without padding zeros', () => {
    expect(formatExtraValue({ amountCents: 800, valueType: 'percentage' }, 'EUR')).toBe('8%');
    expect(formatExtraValue({ amountCents: -500, valueType: 'percentage' }, 'EUR')).toBe('-5%');
    expect(formatExtraValue({ amountCents: 1250, valueType: 'percentage' }, 'EUR')).toBe('12.5%');
    // The demo's friend referral discount: '-10%', never '-10.00%'.
    expect(formatPercent(-1_000)).toBe('-10%');
  });

  it('shows fixed amounts as money, the total times the quantity', () => {
    expect(formatExtraValue({ amountCents: 6_000, valueType: 'fixed' }, 'EUR')).toBe('€60.00');
    expect(formatExtraTotal({ amountCents: 6_000, valueType: 'fixed', quantity: 2 }, 'EUR')).toBe('€120.00');
    expect(formatExtraTotal({ amountCents: -15_000, valueType: 'fixed', quantity: 1 }, 'GBP')).toBe('-£150.00');
    expect(formatExtraTotal({ amountCents: -300, valueType: 'percentage', quantity: 1 }, 'GBP')).toBe('-3%');
  });
});
