import { describe, expect, it } from 'vitest';
import { type DueFacts, passengerDuesCents } from './passenger-dues.ts';

const travelling = (id: number, totalPriceCents: number): DueFacts => ({
  id,
  passengerStatus: 'confirmed',
  totalPriceCents,
});
const cancelled = (id: number, feeCents: number): DueFacts => ({
  id,
  passengerStatus: 'cancelled',
  totalPriceCents: feeCents,
});
const dues = (total: number, list: DueFacts[]) => Object.fromEntries(passengerDuesCents(total, list));
const sum = (map: Record<number, number>) => Object.values(map).reduce((a, b) => a + b, 0);

describe('passenger dues', () => {
  it('are the own totals when the booking has no extras of its own', () => {
    expect(dues(300_000, [travelling(1, 100_000), travelling(2, 200_000)])).toEqual({ 1: 100_000, 2: 200_000 });
  });

  it('share a net discount between the travelling passengers (booking 40006: +9,000 and -15,000)', () => {
    expect(dues(352_000, [travelling(1, 179_000), travelling(2, 179_000)])).toEqual({ 1: 176_000, 2: 176_000 });
  });

  it('share a surcharge in proportion to the own totals', () => {
    expect(dues(330_000, [travelling(1, 100_000), travelling(2, 200_000)])).toEqual({ 1: 110_000, 2: 220_000 });
  });

  it('give the cents rounding leaves to the lowest ids, whatever the order given', () => {
    const list = [travelling(9, 100_000), travelling(3, 100_000), travelling(5, 100_000)];
    expect(dues(300_002, list)).toEqual({ 3: 100_001, 5: 100_001, 9: 100_000 });
    expect(dues(299_998, list)).toEqual({ 3: 99_999, 5: 99_999, 9: 100_000 });
  });

  it('leave a cancelled passenger owing only the fee', () => {
    const result = dues(215_000, [travelling(1, 100_000), cancelled(2, 15_000), travelling(3, 100_000)]);
    expect(result).toEqual({ 1: 100_000, 2: 15_000, 3: 100_000 });
    expect(dues(227_000, [travelling(1, 100_000), cancelled(2, 15_000), travelling(3, 100_000)])).toEqual({
      1: 106_000,
      2: 15_000,
      3: 106_000,
    });
  });

  it('split equally when every travelling passenger is free', () => {
    expect(dues(12_001, [travelling(1, 0), travelling(2, 0)])).toEqual({ 1: 6_001, 2: 6_000 });
  });

  it('always add up to the booking total when someone travels', () => {
    const list = [travelling(4, 123_457), travelling(7, 98_765), cancelled(8, 5_000), travelling(9, 1)];
    for (const total of [227_223, 227_224, 227_225, 150_000, 400_003]) {
      expect(sum(dues(total, list))).toBe(total);
    }
  });
});
