// Notifications of every type and priority, spread over the last few weeks, some seen and some not.
// Payment types carry data.paymentDueDateTime (the booking's due date) for their 'Pay now' links.
import type { Db } from '../client.ts';
import { type NotificationPriority, notifications } from '../schema.ts';
import type { BookingKey } from './booking-plan-types.ts';
import type { SeededBookings } from './bookings.ts';
import type { CustomerKey, People } from './customers.ts';
import type { RelativeDates } from './relative-dates.ts';

type NotificationPlan = {
  customer: CustomerKey;
  booking: BookingKey;
  type: string;
  message: string;
  priority: NotificationPriority;
  at: number;
  hours?: number;
  seen?: boolean;
  dismissed?: boolean;
  isReviewed?: boolean;
  withDueDate?: boolean;
};

const NOTIFICATIONS: NotificationPlan[] = [
  {
    customer: 'lead',
    booking: 'secureFullPayment',
    type: 'BookingExpiresTomorrow',
    message: 'Your booking expires tomorrow. Pay now to keep your cabins.',
    priority: 'important',
    at: 0,
    hours: -2,
    withDueDate: true,
  },
  {
    customer: 'lead',
    booking: 'fullPaymentRequired',
    type: 'FullPaymentRequired',
    message: 'Your balance is now due. Please pay the remaining amount.',
    priority: 'warning',
    at: 0,
    hours: -6,
    withDueDate: true,
  },
  {
    customer: 'lead',
    booking: 'secureFullPayment',
    type: 'FullPaymentRequiredToSecureBooking',
    message: 'Full payment is required to secure this booking as departure is close.',
    priority: 'important',
    at: -1,
    withDueDate: true,
  },
  {
    customer: 'lead',
    booking: 'preDeparture',
    type: 'NewMessage',
    message: 'You have a new message from Priya.',
    priority: 'regular',
    at: -1,
    hours: 2,
  },
  {
    customer: 'lead',
    booking: 'awaitingDeposit',
    type: 'DepositRequiredToSecureBooking',
    message: 'A deposit is required to secure this booking.',
    priority: 'warning',
    at: -2,
    seen: true,
    withDueDate: true,
  },
  {
    customer: 'lead',
    booking: 'preDeparture',
    type: 'PassengerConfirmed',
    message: 'Chloe Nguyen has been confirmed on your booking.',
    priority: 'success',
    at: -3,
  },
  {
    customer: 'lead',
    booking: 'within30Days',
    type: 'TravelDocumentsReady',
    message: 'Your travel documents are ready. Check the pre-departure information.',
    priority: 'success',
    at: -4,
    seen: true,
  },
  {
    customer: 'lead',
    booking: 'balanceOverdue',
    type: 'PaymentIsOverdue',
    message: 'Your payment is overdue. Please pay the remaining balance to avoid cancellation.',
    priority: 'important',
    at: -5,
    withDueDate: true,
  },
  {
    customer: 'lead',
    booking: 'expired',
    type: 'BookingExpired',
    message: 'Your booking has expired as no payment was received.',
    priority: 'regular',
    at: -9,
    seen: true,
    dismissed: true,
  },
  {
    customer: 'lead',
    booking: 'depositPaidBalanceDue',
    type: 'PassengerAwaitingConfirmation',
    message: 'Emily Bennett is awaiting confirmation.',
    priority: 'regular',
    at: -15,
    seen: true,
    isReviewed: true,
  },
  {
    customer: 'lead',
    booking: 'balanceOverdue',
    type: 'PassengerCancelled',
    message: 'Sarah Jenkins has been cancelled from your booking.',
    priority: 'warning',
    at: -20,
    seen: true,
  },
  {
    customer: 'lead',
    booking: 'cancelled',
    type: 'BookingCancelled',
    message: 'Your booking has been cancelled.',
    priority: 'important',
    at: -20,
    hours: 1,
    seen: true,
    isReviewed: true,
  },
  {
    customer: 'lead',
    booking: 'depositPaidBalanceDue',
    type: 'PassengerConfirmed',
    message: 'Olivia Bennett has been confirmed on your booking.',
    priority: 'success',
    at: -28,
    seen: true,
  },
  {
    customer: 'friend',
    booking: 'preDeparture',
    type: 'NewMessage',
    message: 'You have a new message from Priya.',
    priority: 'regular',
    at: -1,
    hours: 2,
  },
  {
    customer: 'friend',
    booking: 'preDeparture',
    type: 'PassengerConfirmed',
    message: 'You have been confirmed on this booking.',
    priority: 'success',
    at: -3,
    seen: true,
  },
];

export async function seedNotifications(
  db: Db,
  seeded: SeededBookings,
  people: People,
  dates: RelativeDates,
): Promise<void> {
  await db.insert(notifications).values(
    NOTIFICATIONS.map((plan) => {
      const booking = seeded[plan.booking];
      return {
        customerId: people.customers[plan.customer],
        bookingId: booking.id,
        type: plan.type,
        message: plan.message,
        priority: plan.priority,
        seen: plan.seen ?? false,
        dismissed: plan.dismissed ?? false,
        isReviewed: plan.isReviewed ?? false,
        data: plan.withDueDate
          ? { paymentDueDateTime: `${dates.day(booking.plan.paymentDueIn)}T12:00:00.000Z` }
          : ({} as Record<string, unknown>),
        createdAt: dates.at(plan.at, plan.hours ?? 0),
      };
    }),
  );
}
