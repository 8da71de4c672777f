import { describe, expect, it } from 'vitest';
import { clickTarget, notificationOf, PUSH_ICON, readPushPayload } from './push-notification.ts';

const payload = {
  title: 'Payment overdue',
  body: 'The payment for booking #40003 is overdue.',
  type: 'PaymentIsOverdue',
  path: '/bookings/40003',
  tag: 'booking-40003',
};

describe('a pushed notification', () => {
  it('shows the text with the brand icon, tagged per booking', () => {
    expect(notificationOf(readPushPayload(payload))).toEqual({
      title: 'Payment overdue',
      options: {
        body: payload.body,
        icon: PUSH_ICON,
        badge: PUSH_ICON,
        tag: 'booking-40003',
        data: { path: '/bookings/40003' },
      },
    });
  });

  it('falls back to the notifications page for a payload it cannot read or an outside address', () => {
    expect(readPushPayload('nonsense').path).toBe('/notifications');
    expect(readPushPayload({ ...payload, path: '//evil.example/x' }).path).toBe('/notifications');
  });

  it('opens the path inside the app, never elsewhere', () => {
    expect(clickTarget({ path: '/bookings/40003' }, 'https://app.example')).toBe('https://app.example/bookings/40003');
    expect(clickTarget({ path: 'https://evil.example' }, 'https://app.example')).toBe(
      'https://app.example/notifications',
    );
    expect(clickTarget(null, 'https://app.example')).toBe('https://app.example/notifications');
  });
});
