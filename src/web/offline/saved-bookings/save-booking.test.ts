import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/contract/bookings.ts';
import { bytesOnDevice } from './save-booking.ts';

const held = (queryKey: unknown[], data: unknown) => ({
  queryKey,
  state: { data, dataUpdatedAt: 1, status: 'success' },
});

describe('bytesOnDevice', () => {
  it("counts the JSON of the booking's answers in the copy, and no other booking's", async () => {
    const own = [held(['bookings', 'detail', 7], { id: 7 }), held(['messages', 'thread', 7], { messages: [] })];
    const others = [held(['bookings', 'detail', 8], { id: 8 }), held(['session', 'me'], { customer: {} })];
    const booking = { id: 7, productBackgroundImageUrl: null, productDashboardBackgroundImageUrl: null } as Booking;
    const bytes = new TextEncoder().encode(own.map((query) => JSON.stringify(query)).join('')).length;
    expect(await bytesOnDevice({ customerId: 1, queries: [...own, ...others] }, booking)).toBe(bytes);
  });
});
