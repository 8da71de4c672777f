import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../shared/domain/notification-kinds.ts';
import { isPushedType, pushMessageOf } from './push-payload.ts';

describe('what is pushed', () => {
  it('is messages, payments due or overdue, a hold expiring tomorrow and a confirmed passenger', () => {
    expect(NOTIFICATION_TYPES.filter(isPushedType).sort()).toEqual(
      [
        'BookingExpiresTomorrow',
        'DepositRequiredToSecureBooking',
        'FullPaymentRequired',
        'FullPaymentRequiredToSecureBooking',
        'NewMessage',
        'PassengerConfirmed',
        'PaymentIsOverdue',
      ].sort(),
    );
    expect(isPushedType('PaymentReceived')).toBe(false);
  });

  it('opens the booking for a payment, urgently when it is overdue, tagged per booking', () => {
    const message = pushMessageOf({ type: 'PaymentIsOverdue', message: 'Overdue.', bookingId: 40003 });
    expect(message).toMatchObject({
      payload: { body: 'Overdue.', type: 'PaymentIsOverdue', path: '/bookings/40003', tag: 'booking-40003' },
      urgency: 'high',
      topic: 'booking-40003',
    });
    expect(message?.ttlSeconds).toBeGreaterThan(0);
  });

  it('makes no push of a type that is not pushed', () => {
    expect(pushMessageOf({ type: 'BookingCancelled', message: 'Cancelled.', bookingId: 1 })).toBeNull();
  });
});
