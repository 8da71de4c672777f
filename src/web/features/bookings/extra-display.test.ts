import { describe, expect, it } from 'vitest';
import { extraTotalText, extraValueText } from './extra-display.ts';

describe('extra display', () => {
  it('shows percentages from hundredths of a percent', () => {
    expect(extraValueText({ amountCents: 800, valueType: 'percentage' }, 'EUR')).toBe('8%');
    expect(extraValueText({ amountCents: -500, valueType: 'percentage' }, 'EUR')).toBe('-5%');
    expect(extraValueText({ amountCents: 1250, valueType: 'percentage' }, 'EUR')).toBe('12.5%');
  });

  it('shows fixed amounts as money, the total times the quantity', () => {
    expect(extraValueText({ amountCents: 6_000, valueType: 'fixed' }, 'EUR')).toBe('€60.00');
    expect(extraTotalText({ amountCents: 6_000, valueType: 'fixed', quantity: 2 }, 'EUR')).toBe('€120.00');
    expect(extraTotalText({ amountCents: -15_000, valueType: 'fixed', quantity: 1 }, 'GBP')).toBe('-£150.00');
    expect(extraTotalText({ amountCents: -300, valueType: 'percentage', quantity: 1 }, 'GBP')).toBe('-3%');
  });
});
