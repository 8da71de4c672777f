// POST /customer/registrations: a new account, signed in at once with a fresh session as at sign-in.
// An address that already has an account answers 422 {email: ['has already been taken']}, so this
// route tells which addresses have accounts. What slows anyone probing for them: the sign-up rate
// limits (per client address, and per address and e-mail) come first, and every answer past them,
// taken address or not, waits for one scrypt hash in the bounded password-hash queue.
import { Hono } from 'hono';
import { registrationSchema } from '../../shared/domain/forms/registration.ts';
import { hashPassword } from '../auth/passwords.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { startSession } from '../auth/sign-in.ts';
import { createRegisteredCustomer } from '../customers/create-customer.ts';
import { EMAIL_TAKEN } from '../customers/find-customer.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { readWrapped, reply, unprocessable } from '../http/respond.ts';

export function registrationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/customer/registrations', async (c) => {
    const now = deps.clock.now();
    const data = await readWrapped(c, 'customer', registrationSchema(now.getUTCFullYear()));
    const ip = clientIp(c, deps.config);
    await enforce(
      deps.db,
      [
        { rule: RATE_RULES.signUpPerAccount, parts: [ip, data.email.toLowerCase()] },
        { rule: RATE_RULES.signUpPerIp, parts: [ip] },
      ],
      now,
      deps.config.rateLimitMultiplier,
    );
    const passwordHash = await hashPassword(data.password);
    const created = await createRegisteredCustomer(deps.db, data, passwordHash, now);
    if (!created) throw unprocessable({ email: [EMAIL_TAKEN] });
    await startSession(c, deps, created.id, false);
    return reply(c, await presentCustomer(deps.db, created, now), 201);
  });

  return routes;
}
