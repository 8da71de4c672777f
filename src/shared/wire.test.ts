import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './wire.ts';

describe('wire key conversion', () => {
  it('converts nested camelCase keys to snake_case', () => {
    expect(toWire({ customer: { firstName: 'Ann', rememberMe: true, list: [{ amountCents: 100 }] } })).toEqual({
      customer: { first_name: 'Ann', remember_me: true, list: [{ amount_cents: 100 }] },
    });
  });

  it('converts snake_case keys back and leaves values alone', () => {
    expect(fromWire({ password_reset_required: false, note: 'keep_this_value', ids: [1, 2] })).toEqual({
      passwordResetRequired: false,
      note: 'keep_this_value',
      ids: [1, 2],
    });
  });

  it('round-trips keys with digits', () => {
    expect(fromWire(toWire({ addressLine2: 'x' }))).toEqual({ addressLine2: 'x' });
  });

  it('gives the same answer for a key seen before (keys are remembered), values untouched', () => {
    const departAt = new Date('2026-07-04T10:00:00Z');
    const first = toWire({ bookingId: 1, departAt, already_snake: true });
    const again = toWire({ bookingId: 2, departAt, already_snake: false });
    expect(first).toEqual({ booking_id: 1, depart_at: departAt, already_snake: true });
    expect(again).toEqual({ booking_id: 2, depart_at: departAt, already_snake: false });
    expect(fromWire(fromWire({ booking_id: 3 }))).toEqual({ bookingId: 3 });
  });
});
