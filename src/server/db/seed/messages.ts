// Booking conversations between customers and staff on a few bookings.
import type { Db } from '../client.ts';
import { messages } from '../schema.ts';
import type { BookingKey } from './booking-plan-types.ts';
import type { SeededBookings } from './bookings.ts';
import type { CustomerKey, People, StaffKey } from './customers.ts';
import type { RelativeDates } from './relative-dates.ts';

type MessagePlan = {
  booking: BookingKey;
  at: number;
  hours?: number;
  from: { staff: StaffKey } | { customer: CustomerKey };
  body: string;
};

const MESSAGES: MessagePlan[] = [
  {
    booking: 'preDeparture',
    at: -60,
    from: { staff: 'reservations' },
    body: "Hi Olivia, thank you for booking the Morocco Desert Tour! I'm Sofia and I'll look after your booking until you travel. Let me know if there's anything we can help with.",
  },
  {
    booking: 'preDeparture',
    at: -10,
    from: { customer: 'lead' },
    body: 'Hi Sofia, can Chloe and I share a room in the desert camp? Also, is the hot-air balloon flight on day 2 or day 3?',
  },
  {
    booking: 'preDeparture',
    at: -9,
    hours: 3,
    from: { staff: 'reservations' },
    body: "Of course: you're down as a twin share all the way through. The balloon flight is at sunrise on day 2; pick-up from the riad is at 5 am.",
  },
  {
    booking: 'preDeparture',
    at: -2,
    from: { customer: 'friend' },
    body: "Thanks both! I've paid my balance by bank transfer this week, could you confirm it arrived?",
  },
  {
    booking: 'preDeparture',
    at: -1,
    hours: 2,
    from: { staff: 'accounts' },
    body: 'Hi Chloe, yes: your transfer arrived and your place is fully paid. See you in Marrakech!',
  },
  {
    booking: 'awaitingDeposit',
    at: -1,
    from: { customer: 'lead' },
    body: 'Hello, James will send me his passport details this weekend. Is it fine to pay both deposits together now?',
  },
  {
    booking: 'awaitingDeposit',
    at: 0,
    hours: -5,
    from: { staff: 'reservations' },
    body: "Yes, that's perfect. Paying both deposits secures the two cabins; James's details can be added any time up to 30 days before departure.",
  },
  {
    booking: 'balanceOverdue',
    at: -7,
    from: { staff: 'accounts' },
    body: 'Hi Olivia, a reminder that the balance for this tour was due on the payment due date shown. Please pay it as soon as you can to keep your places.',
  },
];

export async function seedMessages(
  db: Db,
  seeded: SeededBookings,
  people: People,
  dates: RelativeDates,
): Promise<void> {
  await db.insert(messages).values(
    MESSAGES.map((message) => ({
      bookingId: seeded[message.booking].id,
      customerId: 'customer' in message.from ? people.customers[message.from.customer] : null,
      staffUserId: 'staff' in message.from ? people.staff[message.from.staff] : null,
      body: message.body,
      createdAt: dates.at(message.at, message.hours ?? 0),
    })),
  );
}
