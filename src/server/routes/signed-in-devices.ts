// GET /customer/sessions (where the account is signed in), DELETE /customer/sessions/{id} (sign out
// one of them) and DELETE /customer/other_sessions (sign out everywhere else). A session of another
// customer answers 404, as one that does not exist. Ending the current session by its id is a
// sign-out: its cookie goes too.
import { Hono } from 'hono';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { destroyCustomerSessions } from '../auth/sessions.ts';
import { endSignedInSession, listSignedInDevices } from '../auth/signed-in-devices.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, notFound, reply } from '../http/respond.ts';

export function signedInDeviceRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/customer/sessions', requireCustomer, async (c) => {
    const session = sessionOf(c);
    const now = deps.clock.now();
    return reply(c, { sessions: await listSignedInDevices(deps.db, session.customerId, session.tokenHash, now) });
  });

  routes.delete('/customer/sessions/:id', requireCustomer, async (c) => {
    const session = sessionOf(c);
    const ended = await endSignedInSession(deps.db, session.customerId, idParam(c));
    if (!ended) throw notFound();
    if (ended.tokenHash === session.tokenHash) clearSessionCookie(c, deps.config);
    return reply(c, {});
  });

  routes.delete('/customer/other_sessions', requireCustomer, async (c) => {
    const session = sessionOf(c);
    await destroyCustomerSessions(deps.db, session.customerId, session.tokenHash);
    return reply(c, {});
  });

  return routes;
}
