// POST /customer/sessions (sign in) and DELETE /customer/sessions (sign out).
import { Hono } from 'hono';
import { loginSchema } from '../../shared/domain/forms/login.ts';
import { checkCredentials, INVALID_CREDENTIALS } from '../auth/credentials.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { destroySession } from '../auth/sessions.ts';
import { startSession } from '../auth/sign-in.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiError, readWrapped, reply } from '../http/respond.ts';

export function sessionRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/customer/sessions', async (c) => {
    const credentials = await readWrapped(c, 'customer', loginSchema);
    const ip = clientIp(c, deps.config);
    const email = credentials.email.toLowerCase();
    await enforce(
      deps.db,
      [
        { rule: RATE_RULES.signInPerAccount, parts: [ip, email] },
        { rule: RATE_RULES.signInPerIp, parts: [ip] },
      ],
      deps.clock.now(),
      deps.config.rateLimitMultiplier,
    );
    const customer = await checkCredentials(deps.db, email, credentials.password);
    if (!customer) throw new ApiError(401, { error: INVALID_CREDENTIALS });
    await startSession(c, deps, customer.id, credentials.rememberMe);
    return reply(c, await presentCustomer(deps.db, customer, deps.clock.now()), 201);
  });

  routes.delete('/customer/sessions', async (c) => {
    const session = c.get('session');
    if (session) await destroySession(deps.db, session.tokenHash);
    clearSessionCookie(c, deps.config);
    return reply(c, {});
  });

  return routes;
}
