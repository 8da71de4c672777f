import { describe, expect, it } from 'vitest';
import { showsABooking } from './persistent-storage-request.ts';

describe('showsABooking (when persistent storage is asked for)', () => {
  it('is true for a bookings list with at least one booking, or a loaded booking', () => {
    expect(showsABooking(['bookings', 'list', 'mine'], [{ id: 40001 }])).toBe(true);
    expect(showsABooking(['bookings', 'detail', 40001], { id: 40001 })).toBe(true);
  });

  it('is false for an empty list, other answers about a booking, or anything else', () => {
    expect(showsABooking(['bookings', 'list', 'mine'], [])).toBe(false);
    expect(showsABooking(['bookings', 'detail', 40001, 'status-bar'], { type: 'x' })).toBe(false);
    expect(showsABooking(['session', 'me'], { customer: { id: 1 } })).toBe(false);
    expect(showsABooking(['notifications'], [{ id: 1 }])).toBe(false);
  });
});
