// POST /customer/registrations and POST /customer/registrations/confirm: sign-up that never says
// whether an address has an account. Both kinds of address get the same answer after the same work
// (one scrypt hash each) and an e-mail: a new one the link that creates the account, an existing
// one a note with the ways to sign in. Limited per client address and per address and e-mail like
// sign-in. The link's page confirms, which creates the customer and signs them in.
import { Hono } from 'hono';
import * as v from 'valibot';
import { REGISTRATION_CHECK_MAIL, REGISTRATION_LINK_INVALID } from '../../shared/contract/registration-links.ts';
import { BRANDS, brandIdForHost } from '../../shared/domain/brands.ts';
import { requiredToken } from '../../shared/domain/forms/fields.ts';
import { registrationSchema } from '../../shared/domain/forms/registration.ts';
import { hashPassword } from '../auth/passwords.ts';
import { confirmRegistration, holdRegistration } from '../auth/pending-registrations.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { startSession } from '../auth/sign-in.ts';
import { findCustomerByEmail } from '../customers/find-customer.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { errorSummary } from '../http/log-error.ts';
import { trustedLinkOrigin } from '../http/request-origin.ts';
import { readBody, readWrapped, reply, unprocessable } from '../http/respond.ts';
import { accountExistsMail, confirmRegistrationMail } from '../mail/templates/registration.ts';

const confirmRequest = v.object({ token: requiredToken(REGISTRATION_LINK_INVALID) });

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
    const origin = trustedLinkOrigin(c, deps.config);
    const brand =
      BRANDS[brandIdForHost(new URL(origin).host, deps.config.defaultBrand, deps.config.medicalBrandEnabled)];
    const existing = await findCustomerByEmail(deps.db, data.email);
    const message = existing
      ? accountExistsMail({
          to: existing.email,
          signInLink: `${origin}/login`,
          resetLink: `${origin}/password/new`,
          brand,
        })
      : confirmRegistrationMail({
          to: data.email,
          firstName: data.firstName,
          link: `${origin}/registration/confirm?token=${encodeURIComponent(await holdRegistration(deps.db, data, passwordHash, now))}`,
          brand,
        });
    try {
      await deps.mailer.send(message);
    } catch (error) {
      // The answer must not differ between the two kinds of address, so a mail failure is only logged.
      console.error(`[mail] sign-up mail failed: ${errorSummary(error).line}`);
    }
    return reply(c, { message: REGISTRATION_CHECK_MAIL }, 202);
  });

  routes.post('/customer/registrations/confirm', async (c) => {
    const { token } = await readBody(c, confirmRequest);
    const now = deps.clock.now();
    const confirmed = await confirmRegistration(deps.db, token, now);
    if (!confirmed) throw unprocessable({ token: [REGISTRATION_LINK_INVALID] });
    await startSession(c, deps, confirmed.customer.id, false);
    return reply(
      c,
      { customer: await presentCustomer(deps.db, confirmed.customer, now), invitationToken: confirmed.invitationToken },
      201,
    );
  });

  return routes;
}
