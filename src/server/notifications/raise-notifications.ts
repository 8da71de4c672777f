// Notifications the server makes when something happens. Each stands for one event, named by its
// event key (unique per customer): raising an event twice, from a retried request, a redelivered
// CRM event or two processes running the deadline job at once, makes one row. A row of a type
// pushed to devices is marked pending; push/push-delivery.ts sends it once its transaction is
// committed, so only rows actually made are pushed, and never while the request waits.
import type { Db } from '../db/client.ts';
import { type NotificationPriority, notifications } from '../db/schema.ts';
import { isPushedType } from '../push/push-payload.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Notice = {
  bookingId: number;
  type: string;
  message: string;
  priority: NotificationPriority;
  /** The event, e.g. "payment:812" or "overdue:40003:2026-12-01"; with the customer, unique. */
  eventKey: string;
  /** The due date of a payment notice, shown as DD/MM/YYYY next to its Pay link. */
  paymentDueDate?: string | null;
};

/** The row `notice` makes for one customer. */
export function noticeRow(customerId: number, notice: Notice, createdAt: Date) {
  const { paymentDueDate, ...fields } = notice;
  return {
    customerId,
    ...fields,
    data: paymentDueDate ? { paymentDueDateTime: `${paymentDueDate}T12:00:00.000Z` } : {},
    createdAt,
  };
}

/** Makes `notice` for each customer who has not had it yet; answers how many rows were made. */
export async function raiseNotice(db: Db | Tx, customerIds: readonly number[], notice: Notice, now: Date) {
  const recipients = [...new Set(customerIds)];
  if (recipients.length === 0) return 0;
  const made = await db
    .insert(notifications)
    .values(
      recipients.map((customerId) => ({
        ...noticeRow(customerId, notice, now),
        pushPending: isPushedType(notice.type),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return made.length;
}
