// POST /customer/registrations: a new account, signed in at once. Limited per client address and
// per address and e-mail like sign-in (each sign-up costs a scrypt hash).
import { Hono } from 'hono';
import { registrationSchema } from '../../shared/domain/forms/registration.ts';
import { hashPassword } from '../auth/passwords.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { startSession } from '../auth/sign-in.ts';
import { customers } from '../db/schema.ts';
import { EMAIL_TAKEN, findCustomerByEmail, isUniqueViolation } from '../customers/find-customer.ts';
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
    if (await findCustomerByEmail(deps.db, data.email)) throw unprocessable({ email: [EMAIL_TAKEN] });
    const passwordHash = await hashPassword(data.password);
    let created: typeof customers.$inferSelect | undefined;
    try {
      [created] = await deps.db
        .insert(customers)
        .values({
          email: data.email,
          passwordHash,
          title: data.title,
          firstName: data.firstName,
          lastName: data.lastName,
          age: data.age,
          nationality: data.nationality,
          countryCode: data.countryCode.replace(/^\+/, ''),
          tel: data.tel,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides, the loser gets the same 422.
      if (isUniqueViolation(error)) throw unprocessable({ email: [EMAIL_TAKEN] });
      throw error;
    }
    if (!created) throw new Error('insert returned no row');
    await startSession(c, deps, created.id, false);
    return reply(c, await presentCustomer(deps.db, created, now), 201);
  });

  return routes;
}
