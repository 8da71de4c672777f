// What each notification type shows: its icon, and for the payment types the payment link ('Pay
// now' or 'Pay deposit'), shown only when the viewer may pay.
export type NotificationIcon =
  | 'cancelled'
  | 'passenger-cancelled'
  | 'payment'
  | 'overdue'
  | 'expires'
  | 'expired'
  | 'message'
  | 'awaiting'
  | 'confirmed'
  | 'default';

export type PaymentLinkKind = { label: 'Pay now' | 'Pay deposit'; initializeWith: 'fullPayment' | 'deposit' };

const ICONS: Record<string, NotificationIcon> = {
  BookingCancelled: 'cancelled',
  PassengerCancelled: 'passenger-cancelled',
  FullPaymentRequired: 'payment',
  FullPaymentRequiredToSecureBooking: 'payment',
  DepositRequiredToSecureBooking: 'payment',
  PaymentIsOverdue: 'overdue',
  BookingExpiresTomorrow: 'expires',
  BookingExpired: 'expired',
  NewMessage: 'message',
  PassengerAwaitingConfirmation: 'awaiting',
  PassengerConfirmed: 'confirmed',
};

const PAY_NOW: PaymentLinkKind = { label: 'Pay now', initializeWith: 'fullPayment' };
const PAY_DEPOSIT: PaymentLinkKind = { label: 'Pay deposit', initializeWith: 'deposit' };
const PAYMENT_LINKS: Record<string, PaymentLinkKind> = {
  FullPaymentRequired: PAY_NOW,
  FullPaymentRequiredToSecureBooking: PAY_NOW,
  PaymentIsOverdue: PAY_NOW,
  DepositRequiredToSecureBooking: PAY_DEPOSIT,
};

export const notificationIcon = (type: string): NotificationIcon => ICONS[type] ?? 'default';

/** The payment link of a payment-type notification, when the viewer may pay; else none. */
export function notificationPaymentLink(type: string, paymentAllowed: boolean): PaymentLinkKind | null {
  return paymentAllowed ? (PAYMENT_LINKS[type] ?? null) : null;
}
