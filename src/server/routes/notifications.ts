// The header bell and the notifications page: list, details (per booking), mark seen / reviewed, dismiss.
import { Hono } from 'hono';
import {
  detailsQuery,
  listQuery,
  notificationIdsRequest,
  patchNotificationRequest,
} from '../../shared/contract/notifications.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, notFound, readBody, readQuery, reply, unprocessable } from '../http/respond.ts';
import {
  isOwnNotification,
  listNotifications,
  markNotifications,
  setDismissed,
  unseenCount,
} from '../notifications/notification-queries.ts';

const AFTER_WITH_PAGE = 'cannot be combined with page';
const AFTER_UNKNOWN = 'is not one of your notifications';

export function notificationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  for (const path of [
    '/customer/notifications',
    '/customer/notifications/*',
    '/customer/details_notifications',
    '/customer/read_notifications',
    '/customer/reviewed_notifications',
  ])
    routes.use(path, requireCustomer);

  routes.get('/customer/notifications', async (c) => {
    const customerId = sessionOf(c).customerId;
    const { page, perPage } = readQuery(c, listQuery);
    const list = await listNotifications(deps.db, customerId, { page, perPage, now: deps.clock.now() });
    return reply(c, {
      entities: list.entities,
      meta: { hasMore: list.hasMore, unseenCount: await unseenCount(deps.db, customerId) },
    });
  });

  routes.get('/customer/details_notifications', async (c) => {
    const customerId = sessionOf(c).customerId;
    const { page, perPage, enquiryId, after } = readQuery(c, detailsQuery);
    if (after !== undefined && page !== 1) throw unprocessable({ after: [AFTER_WITH_PAGE] });
    if (after !== undefined && !(await isOwnNotification(deps.db, customerId, after)))
      throw unprocessable({ after: [AFTER_UNKNOWN] });
    const list = await listNotifications(deps.db, customerId, {
      page,
      perPage,
      bookingId: enquiryId,
      after,
      now: deps.clock.now(),
    });
    return reply(c, {
      entities: list.entities,
      meta: { hasMore: list.hasMore, unseenCount: await unseenCount(deps.db, customerId) },
    });
  });

  routes.post('/customer/read_notifications', async (c) => {
    const customerId = sessionOf(c).customerId;
    const { ids } = await readBody(c, notificationIdsRequest);
    await markNotifications(deps.db, customerId, ids, { seen: true });
    return reply(c, { unseenCount: await unseenCount(deps.db, customerId) });
  });

  routes.post('/customer/reviewed_notifications', async (c) => {
    const customerId = sessionOf(c).customerId;
    const { ids } = await readBody(c, notificationIdsRequest);
    // Reviewed on the Notifications page means read there: seen too, so the bell's count follows on
    // every screen size (a phone's bell opens that page instead of its panel).
    await markNotifications(deps.db, customerId, ids, { isReviewed: true, seen: true });
    return reply(c, { unseenCount: await unseenCount(deps.db, customerId) });
  });

  routes.patch('/customer/notifications/:id', async (c) => {
    const customerId = sessionOf(c).customerId;
    const id = idParam(c);
    const { dismissed } = await readBody(c, patchNotificationRequest);
    const updated = await setDismissed(deps.db, customerId, id, dismissed, deps.clock.now());
    if (!updated) throw notFound();
    return reply(c, updated);
  });

  return routes;
}
