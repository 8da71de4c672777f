// Web Push for the signed-in customer: the VAPID public key the browser subscribes with, and this
// device's subscription (its endpoint a push service's, its key a point on P-256) saved (201; the same endpoint again updates it) or removed (only the
// caller's own: another customer's endpoint is left alone, with the same answer).
import { Hono } from 'hono';
import {
  ENDPOINT_MESSAGE,
  P256DH_MESSAGE,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
} from '../../shared/contract/push.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { notFound, readBody, reply, unprocessable } from '../http/respond.ts';
import { isP256Point } from '../push/p256dh-point.ts';
import { isAllowedPushEndpoint } from '../push/push-origins.ts';
import { deleteSubscription, saveSubscription } from '../push/push-subscriptions.ts';

export function pushRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/push/*', requireCustomer);
  routes.use('/customer/push_subscriptions', requireCustomer);

  routes.get('/customer/push/vapid_public_key', (c) => {
    if (!deps.config.vapid) throw notFound('Push reminders are not configured');
    return reply(c, { publicKey: deps.config.vapid.publicKey });
  });

  routes.post('/customer/push_subscriptions', async (c) => {
    const session = sessionOf(c);
    const { subscription } = await readBody(c, pushSubscriptionRequest);
    if (!isAllowedPushEndpoint(subscription.endpoint, deps.config.pushAllowedOrigins))
      throw unprocessable({ endpoint: [ENDPOINT_MESSAGE] });
    if (!isP256Point(subscription.keys.p256dh)) throw unprocessable({ p256dh: [P256DH_MESSAGE] });
    await saveSubscription(
      deps.db,
      session.customerId,
      session.tokenHash,
      { endpoint: subscription.endpoint, ...subscription.keys },
      deps.clock.now(),
    );
    return reply(c, {}, 201);
  });

  routes.delete('/customer/push_subscriptions', async (c) => {
    const { endpoint } = await readBody(c, pushUnsubscribeRequest);
    await deleteSubscription(deps.db, sessionOf(c).customerId, endpoint);
    return reply(c, {});
  });

  return routes;
}
