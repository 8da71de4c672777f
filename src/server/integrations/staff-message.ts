// A staff reply from the CRM: recorded once per CRM event (the event id is kept with the card
// provider's handled events, prefixed, in the same transaction as the message), written by the
// staff user of that e-mail (made on first sight), and announced to every customer on the booking
// with a NewMessage notification.
import { eq } from 'drizzle-orm';
import type { CrmStaffMessage } from '../../shared/contract/crm-integration.ts';
import type { Message } from '../../shared/contract/messages.ts';
import type { Db } from '../db/client.ts';
import { bookings, staffUsers } from '../db/schema.ts';
import { postMessage } from '../messages/message-thread.ts';
import { raiseNotice } from '../notifications/raise-notifications.ts';
import { travellersOf } from './booking-travellers.ts';
import { claimCrmEvent } from './crm-events.ts';

async function staffUserId(db: Db, staff: CrmStaffMessage['staff']): Promise<number> {
  const email = staff.email.toLowerCase();
  const [known] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (known) return known.id;
  const [made] = await db
    .insert(staffUsers)
    .values({ email, firstName: staff.firstName || null, lastName: staff.lastName || null })
    .returning({ id: staffUsers.id });
  if (!made) throw new Error('staff user insert returned nothing');
  return made.id;
}

export type StaffMessageResult = { message: Message } | { duplicate: true } | { unknownBooking: true };

export async function recordStaffMessage(db: Db, input: CrmStaffMessage, now: Date): Promise<StaffMessageResult> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, input.bookingId));
    if (!booking) return { unknownBooking: true };
    if (!(await claimCrmEvent(tx, input.eventId))) return { duplicate: true };
    const author = await staffUserId(tx, input.staff);
    const message = await postMessage(tx, booking.id, { staffUserId: author }, input.body, now);
    const sender = input.staff.firstName || 'the reservations team';
    await raiseNotice(
      tx,
      await travellersOf(tx, booking.id),
      {
        bookingId: booking.id,
        type: 'NewMessage',
        message: `You have a new message from ${sender}.`,
        priority: 'regular',
        eventKey: `message:${message.id}`,
      },
      now,
    );
    return { message };
  });
}
