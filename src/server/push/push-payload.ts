// Which notifications reach the traveller's devices, and what a push of one says: the
// notification's own text, its type, the app screen to open (the thread for a message, the
// booking otherwise) and a tag per booking. Nothing else about the customer goes to the push
// service. A reminder that a payment is overdue or a message waits is urgent; a hold expiring
// tomorrow is worth a day; the rest keep for a few days.
import type { PushPayload } from '../../shared/contract/push.ts';
import type { NotificationType } from '../../shared/domain/notification-kinds.ts';

const DAY_S = 24 * 60 * 60;

type Delivery = { title: string; urgency: 'normal' | 'high'; ttlSeconds: number };

const PUSHED: Partial<Record<NotificationType, Delivery>> = {
  NewMessage: { title: 'New message', urgency: 'high', ttlSeconds: 3 * DAY_S },
  PaymentIsOverdue: { title: 'Payment overdue', urgency: 'high', ttlSeconds: 2 * DAY_S },
  FullPaymentRequired: { title: 'Payment due', urgency: 'normal', ttlSeconds: 3 * DAY_S },
  FullPaymentRequiredToSecureBooking: { title: 'Payment due', urgency: 'normal', ttlSeconds: 2 * DAY_S },
  DepositRequiredToSecureBooking: { title: 'Deposit due', urgency: 'normal', ttlSeconds: 2 * DAY_S },
  BookingExpiresTomorrow: { title: 'Booking expires tomorrow', urgency: 'high', ttlSeconds: DAY_S },
  PassengerConfirmed: { title: 'Passenger confirmed', urgency: 'normal', ttlSeconds: 3 * DAY_S },
};

export const isPushedType = (type: string): boolean => Object.hasOwn(PUSHED, type);

export type PushedNotice = { type: string; message: string; bookingId: number | null };

export type PushMessage = { payload: PushPayload; urgency: Delivery['urgency']; ttlSeconds: number; topic: string };

/** The push of a notification of a pushed type, or null for the others. */
export function pushMessageOf(notice: PushedNotice): PushMessage | null {
  const delivery = PUSHED[notice.type as NotificationType];
  if (!delivery) return null;
  const booking = notice.bookingId;
  const path =
    booking === null
      ? '/notifications'
      : notice.type === 'NewMessage'
        ? `/bookings/${booking}/messages`
        : `/bookings/${booking}`;
  const tag = booking === null ? 'gangway' : `booking-${booking}`;
  const { title, urgency, ttlSeconds } = delivery;
  return {
    payload: { title, body: notice.message, type: notice.type, path, tag },
    urgency,
    ttlSeconds,
    // A newer push of the same booking replaces one the push service still holds.
    topic: tag,
  };
}
