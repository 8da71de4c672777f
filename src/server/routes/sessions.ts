// POST /customer/sessions (sign in) and DELETE /customer/sessions (sign out). Sign-in is limited per
// client address (rate-limit.ts), and an address that failed for an account waits on that account's
// guess cap (sign-in-delay.ts); a success forgets its address's failures and remembers the browser
// (known-devices.ts), whose later checks take a password-hash lane of their own (passwords.ts). A shared device's session is kept alive by the page while the traveller is
// there (POST /customer/sessions/keep_alive).
import { Hono } from 'hono';
import { loginSchema } from '../../shared/domain/forms/login.ts';
import { checkCredentials, INVALID_CREDENTIALS } from '../auth/credentials.ts';
import { isKnownDevice, rememberDevice } from '../auth/known-devices.ts';
import { enforce, RATE_RULES, reset } from '../auth/rate-limit.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { requireCustomer, sessionOf } from '../auth/require-customer.ts';
import { destroySession, findSessionRow, renewSession } from '../auth/sessions.ts';
import { startSession } from '../auth/sign-in.ts';
import { forgetSignInFailures, recordSignInFailure, takeSignInTurn } from '../auth/sign-in-delay.ts';
import { findCustomerByEmail } from '../customers/find-customer.ts';
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
    const now = deps.clock.now();
    await enforce(
      deps.db,
      [
        { rule: RATE_RULES.signInPerAccount, parts: [ip, email] },
        { rule: RATE_RULES.signInPerIp, parts: [ip] },
      ],
      now,
      deps.config.rateLimitMultiplier,
    );
    const holder = await findCustomerByEmail(deps.db, email);
    const knownDevice = holder !== null && (await isKnownDevice(deps.db, c, holder.id, now));
    if (!knownDevice) await takeSignInTurn(deps.db, email, ip, now, deps.config.rateLimitMultiplier);
    const customer = await checkCredentials(deps.db, email, credentials.password, { knownDevice });
    if (!customer) {
      await recordSignInFailure(deps.db, email, ip, now);
      throw new ApiError(401, { error: INVALID_CREDENTIALS });
    }
    await forgetSignInFailures(deps.db, email, ip);
    await reset(deps.db, RATE_RULES.signInPerAccount, [ip, email]);
    await rememberDevice(deps.db, c, deps.config, customer.id, now, credentials.sharedDevice);
    await startSession(c, deps, customer.id, credentials.rememberMe, { sharedDevice: credentials.sharedDevice });
    return reply(c, await presentCustomer(deps.db, customer, now), 201);
  });

  // The traveller on a shared device is still there (touches, keys, "Stay signed in").
  routes.post('/customer/sessions/keep_alive', requireCustomer, async (c) => {
    const now = deps.clock.now();
    const row = await findSessionRow(deps.db, sessionOf(c).tokenHash, now);
    if (row) await renewSession(deps.db, row, now, true);
    return reply(c, {});
  });

  routes.delete('/customer/sessions', async (c) => {
    const session = c.get('session');
    if (session) await destroySession(deps.db, session.tokenHash);
    clearSessionCookie(c, deps.config);
    return reply(c, {});
  });

  return routes;
}
