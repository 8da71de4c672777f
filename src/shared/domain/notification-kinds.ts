// What each notification type shows: its icon, and for the payment types (those that ask for a
// payment, BookingExpiresTomorrow included) the payment link ('Pay now' or 'Pay deposit'), shown only
// when the viewer may pay.
/** The types the product names; any other type shows the default icon. */
export const NOTIFICATION_TYPES = [
  'BookingCancelled',
  'PassengerCancelled',
  'FullPaymentRequired',
  'PaymentIsOverdue',
  'FullPaymentRequiredToSecureBooking',
  'DepositRequiredToSecureBooking',
  'BookingExpiresTomorrow',
  'BookingExpired',
  'NewMessage',
  'PassengerAwaitingConfirmation',
  'PassengerConfirmed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NotificationIcon =
  | 'cancelled'
  | 'passenger-cancelled'
  | 'balance-due'
  | 'secure-full'
  | 'secure-deposit'
  | 'overdue'
  | 'expires'
  | 'expired'
  | 'message'
  | 'awaiting'
  | 'confirmed'
  | 'default';

/** Without initializeWith the payment dialog opens on what the booking needs. */
export type PaymentLinkKind = { label: 'Pay now' | 'Pay deposit'; initializeWith?: 'fullPayment' | 'deposit' };

// Every type its own icon.
const ICONS: Record<NotificationType, NotificationIcon> = {
  BookingCancelled: 'cancelled',
  PassengerCancelled: 'passenger-cancelled',
  FullPaymentRequired: 'balance-due',
  FullPaymentRequiredToSecureBooking: 'secure-full',
  DepositRequiredToSecureBooking: 'secure-deposit',
  PaymentIsOverdue: 'overdue',
  BookingExpiresTomorrow: 'expires',
  BookingExpired: 'expired',
  NewMessage: 'message',
  PassengerAwaitingConfirmation: 'awaiting',
  PassengerConfirmed: 'confirmed',
};

const PAY_NOW: PaymentLinkKind = { label: 'Pay now', initializeWith: 'fullPayment' };
const PAY_DEPOSIT: PaymentLinkKind = { label: 'Pay deposit', initializeWith: 'deposit' };
// A hold about to end may need the deposit or the full amount: the dialog chooses, as the status bar does.
const PAY_TO_KEEP: PaymentLinkKind = { label: 'Pay now' };
const PAYMENT_LINKS: Record<string, PaymentLinkKind> = {
  BookingExpiresTomorrow: PAY_TO_KEEP,
  FullPaymentRequired: PAY_NOW,
  FullPaymentRequiredToSecureBooking: PAY_NOW,
  PaymentIsOverdue: PAY_NOW,
  DepositRequiredToSecureBooking: PAY_DEPOSIT,
};

const isKnownType = (type: string): type is NotificationType => Object.hasOwn(ICONS, type);

export const notificationIcon = (type: string): NotificationIcon => (isKnownType(type) ? ICONS[type] : 'default');

/** The payment link of a payment-type notification, when the viewer may pay; else none. */
export function notificationPaymentLink(type: string, paymentAllowed: boolean): PaymentLinkKind | null {
  return paymentAllowed ? (PAYMENT_LINKS[type] ?? null) : null;
}
