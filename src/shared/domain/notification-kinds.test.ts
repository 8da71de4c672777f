import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationIcon, notificationPaymentLink } from './notification-kinds.ts';

describe('notification kinds', () => {
  it('gives each known type its own icon and any other type the default', () => {
    expect(notificationIcon('NewMessage')).toBe('message');
    expect(notificationIcon('PaymentIsOverdue')).toBe('overdue');
    expect(notificationIcon('PassengerConfirmed')).toBe('confirmed');
    expect(notificationIcon('SomethingNew')).toBe('default');
    expect(notificationIcon('toString')).toBe('default');
  });

  it('gives every named type an icon of its own, none of them the default', () => {
    const icons = NOTIFICATION_TYPES.map(notificationIcon);
    expect(new Set(icons).size).toBe(NOTIFICATION_TYPES.length);
    expect(icons).not.toContain('default');
  });

  it('links payment types to the payment dialog only when the viewer may pay', () => {
    expect(notificationPaymentLink('DepositRequiredToSecureBooking', true)).toEqual({
      label: 'Pay deposit',
      initializeWith: 'deposit',
    });
    expect(notificationPaymentLink('PaymentIsOverdue', true)?.label).toBe('Pay now');
    expect(notificationPaymentLink('PaymentIsOverdue', false)).toBeNull();
    expect(notificationPaymentLink('NewMessage', true)).toBeNull();
  });

  it('links every notice that asks for a payment, the hold expiring tomorrow too, when the viewer may pay', () => {
    const asking = [
      'FullPaymentRequired',
      'PaymentIsOverdue',
      'FullPaymentRequiredToSecureBooking',
      'DepositRequiredToSecureBooking',
      'BookingExpiresTomorrow',
    ];
    for (const type of asking) {
      expect(notificationPaymentLink(type, true), type).not.toBeNull();
      expect(notificationPaymentLink(type, false), type).toBeNull();
    }
    expect(notificationPaymentLink('BookingExpiresTomorrow', true)).toEqual({ label: 'Pay now' });
  });
});
