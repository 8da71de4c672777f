import { describe, expect, it } from 'vitest';
import { formatExtraTotal, formatExtraValue, formatPercent } from './extras.ts';

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
