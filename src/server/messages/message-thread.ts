// Reading and writing a booking's conversation. Authors are customers of the booking or the
// operator's staff (from the CRM); the answer names them the way the screen needs (first name, else
// e-mail; staff or not) and nothing more.
import { asc, eq } from 'drizzle-orm';
import type { Message } from '../../shared/contract/messages.ts';
import type { Db } from '../db/client.ts';
import { customers, messages, staffUsers } from '../db/schema.ts';

type Author = { customerId: number } | { staffUserId: number };

const columns = {
  message: messages,
  customerFirstName: customers.firstName,
  customerEmail: customers.email,
  staffFirstName: staffUsers.firstName,
  staffEmail: staffUsers.email,
};

type Row = {
  message: typeof messages.$inferSelect;
  customerFirstName: string | null;
  customerEmail: string | null;
  staffFirstName: string | null;
  staffEmail: string | null;
};

function present(row: Row): Message {
  const isStaff = row.message.staffUserId !== null;
  const firstName = (isStaff ? row.staffFirstName : row.customerFirstName) ?? null;
  return {
    id: row.message.id,
    enquiryId: row.message.bookingId,
    body: row.message.body,
    createdAt: row.message.createdAt.toISOString(),
    customerId: row.message.customerId,
    userId: row.message.staffUserId,
    person: {
      firstName,
      // The screen names an author by the e-mail only when there is no first name: a fellow
      // passenger is not shown the others' addresses.
      email: firstName?.trim() ? null : ((isStaff ? row.staffEmail : row.customerEmail) ?? null),
      isStaff,
    },
  };
}

const withAuthors = (db: Db) =>
  db
    .select(columns)
    .from(messages)
    .leftJoin(customers, eq(customers.id, messages.customerId))
    .leftJoin(staffUsers, eq(staffUsers.id, messages.staffUserId));

/** The booking's messages, oldest first (ids break ties of one instant). */
export async function readThread(db: Db, bookingId: number): Promise<Message[]> {
  const rows = await withAuthors(db)
    .where(eq(messages.bookingId, bookingId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map(present);
}

export async function postMessage(
  db: Db,
  bookingId: number,
  author: Author,
  body: string,
  now: Date,
): Promise<Message> {
  const [row] = await db
    .insert(messages)
    .values({ bookingId, body, createdAt: now, ...author })
    .returning({ id: messages.id });
  if (!row) throw new Error('message insert returned nothing');
  const [written] = await withAuthors(db).where(eq(messages.id, row.id));
  if (!written) throw new Error('the message just written is gone');
  return present(written);
}
