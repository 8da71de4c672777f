// Reading and marking a customer's notifications. Every statement is filtered by the customer, so
// another customer's ids are simply not found, and by the booking access of bookings/access.ts: a
// notification about a booking the customer no longer has (their place was cancelled) is not shown,
// except the PassengerCancelled notice that told them, and that one carries no booking data.
import { and, count, desc, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Notification } from '../../shared/contract/notifications.ts';
import { bookingVisibleTo } from '../bookings/access.ts';
import { paymentAllowedFor } from '../bookings/payment-allowed.ts';
import type { Db } from '../db/client.ts';
import { bookings, directions, notifications, products } from '../db/schema.ts';

const PRIORITIES = new Set(['regular', 'success', 'warning', 'important']);

const columns = {
  notification: notifications,
  booking: {
    customerId: bookings.customerId,
    onlinePaymentEnabled: bookings.onlinePaymentEnabled,
    cancelledAt: bookings.cancelledAt,
    expireAt: bookings.expireAt,
    paidCents: bookings.paidCents,
    totalCents: bookings.totalCents,
    departAt: bookings.departAt,
  },
  productName: products.name,
  directionName: directions.name,
};

/** The notification's booking, when its customer may see it. */
const ownBooking = and(eq(bookings.id, notifications.bookingId), bookingVisibleTo(notifications.customerId)) as SQL;

/** Shown to its customer: about no booking, about one they may see, or the notice of their cancellation. */
const shown = or(
  isNull(notifications.bookingId),
  eq(notifications.type, 'PassengerCancelled'),
  exists(sql`(select 1 from ${bookings} where ${ownBooking})`),
) as SQL;

/** The customer's own notifications that are shown to them. */
const ownShown = (customerId: number) => and(eq(notifications.customerId, customerId), shown) as SQL;

function selectWithBooking(db: Db, where: SQL) {
  return db
    .select(columns)
    .from(notifications)
    .leftJoin(bookings, ownBooking)
    .leftJoin(products, eq(products.id, bookings.productId))
    .leftJoin(directions, eq(directions.id, bookings.directionId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectWithBooking>>[number];

function present(row: Row, now: Date): Notification {
  const n = row.notification;
  const due = n.data.paymentDueDateTime;
  return {
    id: n.id,
    enquiryId: n.bookingId,
    type: n.type,
    message: n.message,
    priority: PRIORITIES.has(n.priority) ? n.priority : 'regular',
    dismissed: n.dismissed,
    seen: n.seen,
    isReviewed: n.isReviewed,
    createdAt: n.createdAt.toISOString(),
    // The notification's own customer is the viewer: every query here is filtered by them.
    paymentAllowed: row.booking ? paymentAllowedFor(row.booking, n.customerId, now) : false,
    bookingInfo:
      row.booking && row.productName !== null && row.directionName !== null
        ? {
            productName: row.productName,
            directionName: row.directionName,
            departure: row.booking.departAt.toISOString(),
          }
        : null,
    data: { paymentDueDateTime: typeof due === 'string' ? due : null },
  };
}

export type ListOptions = {
  page: number;
  perPage: number;
  bookingId?: number;
  /** The last notification already listed (see isOwnNotification): the answer goes on after it. */
  after?: number;
  now: Date;
};

const anchor = alias(notifications, 'anchor');

/** Whether `id` names one of the customer's notifications, dismissed or not. */
export async function isOwnNotification(db: Db, customerId: number, id: number): Promise<boolean> {
  const [found] = await db
    .select({ id: anchor.id })
    .from(anchor)
    .where(and(eq(anchor.customerId, customerId), eq(anchor.id, id)));
  return found !== undefined;
}

/**
 * The customer's undismissed notifications, newest first (createdAt, then id), by page or, with
 * `after`, by keyset: the rows that sort after that notification. A keyset page never skips or
 * repeats a row, whatever was dismissed or made since the previous page.
 */
export async function listNotifications(
  db: Db,
  customerId: number,
  options: ListOptions,
): Promise<{ entities: Notification[]; hasMore: boolean }> {
  const filters = [ownShown(customerId), eq(notifications.dismissed, false)];
  if (options.bookingId !== undefined) filters.push(eq(notifications.bookingId, options.bookingId));
  if (options.after !== undefined) {
    // Compared in the database: createdAt keeps microseconds there that a JavaScript Date would lose.
    const key = db
      .select({ createdAt: anchor.createdAt, id: anchor.id })
      .from(anchor)
      .where(and(eq(anchor.customerId, customerId), eq(anchor.id, options.after)));
    filters.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${key})`);
  }
  const rows = await selectWithBooking(db, and(...filters) as SQL)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.perPage + 1)
    .offset(options.after === undefined ? (options.page - 1) * options.perPage : 0);
  return {
    entities: rows.slice(0, options.perPage).map((row) => present(row, options.now)),
    hasMore: rows.length > options.perPage,
  };
}

/** Every notification shown to the customer, dismissed ones too, newest first (the data export). */
export async function allNotificationsOf(db: Db, customerId: number, now: Date): Promise<Notification[]> {
  const rows = await selectWithBooking(db, ownShown(customerId)).orderBy(
    desc(notifications.createdAt),
    desc(notifications.id),
  );
  return rows.map((row) => present(row, now));
}

export async function unseenCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(ownShown(customerId), eq(notifications.dismissed, false), eq(notifications.seen, false)));
  return row?.value ?? 0;
}

export async function markNotifications(
  db: Db,
  customerId: number,
  ids: number[],
  change: { seen: true } | { isReviewed: true; seen: true },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set(change)
    .where(and(ownShown(customerId), inArray(notifications.id, ids)));
}

export async function setDismissed(
  db: Db,
  customerId: number,
  id: number,
  dismissed: boolean,
  now: Date,
): Promise<Notification | null> {
  const own = and(ownShown(customerId), eq(notifications.id, id)) as SQL;
  const updated = await db.update(notifications).set({ dismissed }).where(own).returning({ id: notifications.id });
  if (updated.length === 0) return null;
  const [row] = await selectWithBooking(db, own).limit(1);
  return row ? present(row, now) : null;
}
