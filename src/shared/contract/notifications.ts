import * as v from 'valibot';
import { idSchema, idString } from './ids.ts';

export const notificationPaths = {
  list: () => '/customer/notifications',
  details: () => '/customer/details_notifications',
  one: (id: number) => `/customer/notifications/${id}`,
  read: () => '/customer/read_notifications',
  reviewed: () => '/customer/reviewed_notifications',
} as const;

export const NOTIFICATION_PRIORITIES = ['regular', 'success', 'warning', 'important'] as const;

export const notification = v.object({
  id: v.number(),
  enquiryId: v.nullable(v.number()),
  type: v.string(),
  message: v.string(),
  priority: v.picklist(NOTIFICATION_PRIORITIES),
  dismissed: v.boolean(),
  seen: v.boolean(),
  isReviewed: v.boolean(),
  createdAt: v.string(),
  paymentAllowed: v.boolean(),
  bookingInfo: v.nullable(v.object({ productName: v.string(), directionName: v.string(), departure: v.string() })),
  data: v.object({ paymentDueDateTime: v.optional(v.nullable(v.string())) }),
});
export type Notification = v.InferOutput<typeof notification>;

/** GET /customer/notifications?page&per_page (header: page 1, 5 a page). */
export const notificationList = v.object({
  entities: v.array(notification),
  meta: v.object({ hasMore: v.boolean(), unseenCount: v.number() }),
});
export type NotificationList = v.InferOutput<typeof notificationList>;

export const listQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100_000)), '1'),
  perPage: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(50)), '10'),
});

/**
 * GET /customer/details_notifications?page&per_page&enquiry_id&after: the notifications page, optionally
 * one booking's. `after` is the id of the last notification already listed: the answer goes on from it
 * (newest first, by createdAt then id), so what was dismissed, read or made meanwhile never shifts a
 * page. It replaces `page`; an id that is not one of the customer's notifications is a 422.
 */
export const detailsQuery = v.object({
  ...listQuery.entries,
  enquiryId: v.optional(idString),
  after: v.optional(idString),
});

/**
 * POST /customer/read_notifications {ids} and POST /customer/reviewed_notifications {ids}: ids that are
 * not the customer's own are ignored. Both answer the unseen count left.
 */
export const notificationIdsRequest = v.object({
  ids: v.pipe(v.array(idSchema), v.maxLength(200)),
});
export const notificationIdsResponse = v.object({ unseenCount: v.number() });

/** PATCH /customer/notifications/{id} {dismissed}: answers the notification; another customer's id is 404. */
export const patchNotificationRequest = v.object({ dismissed: v.boolean() });
