// Notifications of every type and priority, spread over the last few weeks, some seen and some not.
// Those the deadline job raises (deadline-notices.ts) are made from the job's own notices: the same
// text, priority, due date and event key, so its first run finds them there and adds none.
import { inArray } from 'drizzle-orm';
import { deadlineNoticesOf } from '../../notifications/deadline-job.ts';
import { noticeRow } from '../../notifications/raise-notifications.ts';
import type { NotificationType } from '../../../shared/domain/notification-kinds.ts';
import type { Db } from '../client.ts';
import { bookings, type NotificationPriority, notifications } from '../schema.ts';
import type { BookingKey } from './booking-plan-types.ts';
import type { SeededBookings } from './bookings.ts';
import type { CustomerKey, People } from './customers.ts';
import type { RelativeDates } from './relative-dates.ts';

type Shown = { at: number; hours?: number; seen?: boolean; dismissed?: boolean; isReviewed?: boolean };

/** A notice the deadline job raises to the booking's lead, as of the seed's now. */
type DeadlinePlan = Shown & { booking: BookingKey; deadline: NotificationType };

type EventPlan = Shown & {
  customer: CustomerKey;
  booking: BookingKey;
  type: string;
  message: string;
  priority: NotificationPriority;
};

const DEADLINE_NOTICES: DeadlinePlan[] = [
  { booking: 'secureFullPayment', deadline: 'BookingExpiresTomorrow', at: 0, hours: -2 },
  { booking: 'fullPaymentRequired', deadline: 'FullPaymentRequired', at: 0, hours: -6 },
  { booking: 'secureFullPayment', deadline: 'FullPaymentRequiredToSecureBooking', at: -1 },
  { booking: 'awaitingDeposit', deadline: 'DepositRequiredToSecureBooking', at: -2, seen: true },
  { booking: 'balanceOverdue', deadline: 'PaymentIsOverdue', at: -5 },
  { booking: 'expired', deadline: 'BookingExpired', at: -9, seen: true, dismissed: true },
];

const EVENT_NOTICES: EventPlan[] = [
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

function shownAs(plan: Shown) {
  return {
    seen: plan.seen ?? false,
    dismissed: plan.dismissed ?? false,
    isReviewed: plan.isReviewed ?? false,
  };
}

/**
 * When a deadline notice came: its planned moment, but never before the start of its planned day, so
 * the day it shows as raised on is the one its date was computed from at any hour of seeding.
 */
function raisedAt(plan: DeadlinePlan, dates: RelativeDates): Date {
  const planned = dates.at(plan.at, plan.hours ?? 0);
  const dayStart = new Date(`${dates.day(plan.at)}T00:00:00.000Z`);
  return planned < dayStart ? dayStart : planned;
}

async function deadlineRows(db: Db, seeded: SeededBookings, dates: RelativeDates) {
  const ids = DEADLINE_NOTICES.map((plan) => seeded[plan.booking].id);
  const open = await db.select().from(bookings).where(inArray(bookings.id, ids));
  const raised = await deadlineNoticesOf(db, open, dates.at(0));
  return DEADLINE_NOTICES.map((plan) => {
    const bookingId = seeded[plan.booking].id;
    const found = raised.find(({ notice }) => notice.bookingId === bookingId && notice.type === plan.deadline);
    if (!found) throw new Error(`The deadline job raises no ${plan.deadline} for booking ${bookingId}`);
    return { ...noticeRow(found.customerId, found.notice, raisedAt(plan, dates)), ...shownAs(plan) };
  });
}

export async function seedNotifications(
  db: Db,
  seeded: SeededBookings,
  people: People,
  dates: RelativeDates,
): Promise<void> {
  const events = EVENT_NOTICES.map((plan) => ({
    customerId: people.customers[plan.customer],
    bookingId: seeded[plan.booking].id,
    type: plan.type,
    message: plan.message,
    priority: plan.priority,
    createdAt: dates.at(plan.at, plan.hours ?? 0),
    ...shownAs(plan),
  }));
  await db.insert(notifications).values([...(await deadlineRows(db, seeded, dates)), ...events]);
}
