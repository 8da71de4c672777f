import { describe, expect, it } from 'vitest';
import { toWire } from '../../shared/wire.ts';
import { wireJson } from './wire-json.ts';

describe('wireJson', () => {
  it('writes what JSON.stringify(toWire(value)) writes', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.innerKey = 1;
    const values: unknown[] = [
      {
        bookingId: 40001,
        paymentIds: [1, 2],
        departAt: new Date('2026-07-04T10:00:00Z'),
        direction: { facebookGroup: null, itinerary: [{ dayNumber: 1, title: 'Split' }] },
        passengers: [{ fullName: 'Tom Reid', passengerExtras: [], amountCents: 0 }],
        missing: undefined,
        already_snake: true,
        bare,
      },
      [],
      null,
      'text',
      42,
    ];
    for (const value of values) expect(wireJson(value)).toBe(JSON.stringify(toWire(value)));
  });
});
