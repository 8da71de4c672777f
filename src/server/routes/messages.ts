// GET/POST /customer/bookings/{id}/messages: the booking's conversation with the operator, for every
// traveller on the booking. The thread answers an ETag and 304 to a matching If-None-Match, so the
// screen's 10-second poll costs a query and a hash while nothing is new, never the thread's bytes.
import { Hono } from 'hono';
import { postMessageRequest } from '../../shared/contract/messages.ts';
import { toWire } from '../../shared/wire.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonAnswer } from '../http/compression.ts';
import { clientHasTag, entityTag } from '../http/etag.ts';
import { readBody, reply } from '../http/respond.ts';
import { postMessage, readThread } from '../messages/message-thread.ts';
import { visibleBookingOr404 } from './payments.ts';

export function messageRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/bookings/*', requireCustomer);

  routes.get('/customer/bookings/:id/messages', async (c) => {
    const booking = await visibleBookingOr404(deps, c);
    const text = JSON.stringify(toWire({ messages: await readThread(deps.db, booking.id) }));
    const tag = entityTag(text);
    c.header('ETag', tag);
    if (clientHasTag(c, tag)) return c.body(null, 304);
    return jsonAnswer(c, text, 200);
  });

  routes.post('/customer/bookings/:id/messages', async (c) => {
    const booking = await visibleBookingOr404(deps, c);
    const { message } = await readBody(c, postMessageRequest);
    const customerId = sessionOf(c).customerId;
    const written = await postMessage(deps.db, booking.id, { customerId }, message.body, deps.clock.now());
    return reply(c, { message: written }, 201);
  });

  return routes;
}
