import { describe, expect, it } from 'vitest';
import { bookingNavItems, currentBookingNavItem } from './booking-nav.ts';

const ME = 7;
const NOW = { serverNow: '2026-03-10T12:00:00.000Z', customerId: ME };
const future = {
  hasCreditNotes: false,
  departAt: '2026-06-01T12:00:00.000Z',
  numberOfDays: 8,
  status: 'confirmed' as const,
  passengers: [{ customerId: ME, passengerStatus: 'confirmed' }],
};

describe('booking navigation', () => {
  it('shows the four fixed items for an upcoming booking without credit notes', () => {
    expect(bookingNavItems(future, NOW)).toEqual(['dashboard', 'booking', 'messages', 'payments']);
  });

  it('adds Credit Notes only when the booking has credit notes', () => {
    expect(bookingNavItems({ ...future, hasCreditNotes: true }, NOW)).toContain('credit_notes');
  });

  it('adds Review from departure plus the number of days, not before', () => {
    const departed = { ...future, departAt: '2026-03-01T12:00:00.000Z', numberOfDays: 9 };
    expect(bookingNavItems(departed, NOW)).toEqual(['dashboard', 'booking', 'messages', 'payments', 'review']);
    expect(bookingNavItems({ ...departed, numberOfDays: 10 }, NOW)).not.toContain('review');
  });

  it('adds Review only for a trip that took place and that the viewer was on', () => {
    const departed = { ...future, departAt: '2026-03-01T12:00:00.000Z', numberOfDays: 9 };
    expect(bookingNavItems(departed, NOW)).toContain('review');
    for (const status of ['cancelled', 'expired', 'awaiting_payment'] as const)
      expect(bookingNavItems({ ...departed, status }, NOW)).not.toContain('review');
    const placeCancelled = [{ customerId: ME, passengerStatus: 'cancelled' }];
    expect(bookingNavItems({ ...departed, passengers: placeCancelled }, NOW)).not.toContain('review');
    expect(bookingNavItems(departed, { ...NOW, customerId: ME + 1 })).not.toContain('review');
  });

  it('orders Credit Notes before Review and shows only the fixed items until the booking is known', () => {
    const both = { ...future, hasCreditNotes: true, departAt: '2025-01-01T12:00:00.000Z', numberOfDays: 5 };
    expect(bookingNavItems(both, NOW).slice(-2)).toEqual(['credit_notes', 'review']);
    expect(bookingNavItems(undefined, NOW)).toEqual(['dashboard', 'booking', 'messages', 'payments']);
    expect(bookingNavItems(both, undefined)).not.toContain('review');
  });
});

describe('current navigation item', () => {
  it('follows the address, with the payment dialog counting as the booking page', () => {
    expect(currentBookingNavItem('/bookings/40001')).toBe('booking');
    expect(currentBookingNavItem('/bookings/40001/new_payment')).toBe('booking');
    expect(currentBookingNavItem('/bookings/40001/messages')).toBe('messages');
    expect(currentBookingNavItem('/bookings/40001/payments')).toBe('payments');
    expect(currentBookingNavItem('/bookings/40001/credit_notes')).toBe('credit_notes');
    expect(currentBookingNavItem('/bookings/40001/review')).toBe('review');
    expect(currentBookingNavItem('/bookings/40001/unknown')).toBeNull();
    expect(currentBookingNavItem('/')).toBeNull();
  });
});
