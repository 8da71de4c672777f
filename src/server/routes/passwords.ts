// POST /customer/password (forgot: mail a reset link) and PUT /customer/password (reset with it).
import { Hono } from 'hono';
import { BRANDS, brandIdForHost } from '../../shared/domain/brands.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '../../shared/domain/forms/passwords.ts';
import { hashPassword } from '../auth/passwords.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { consumeResetToken, issueResetToken } from '../auth/reset-tokens.ts';
import { setPassword } from '../auth/set-password.ts';
import { startSession } from '../auth/sign-in.ts';
import { findCustomerByEmail, findCustomerById } from '../customers/find-customer.ts';
import { presentCustomer } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { trustedLinkOrigin } from '../http/request-origin.ts';
import { readWrapped, reply, unprocessable } from '../http/respond.ts';
import { passwordResetMail } from '../mail/templates/password-reset.ts';
import { errorSummary } from '../http/log-error.ts';
import { logger } from '../log/logger.ts';

export const RESET_INSTRUCTIONS_SENT =
  'A message has been sent to you by email with instructions on how to reset your password.';

export function passwordRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/customer/password', async (c) => {
    const { email } = await readWrapped(c, 'customer', forgotPasswordSchema);
    const now = deps.clock.now();
    await enforce(
      deps.db,
      [{ rule: RATE_RULES.forgotPasswordPerAccount, parts: [clientIp(c, deps.config), email.toLowerCase()] }],
      now,
      deps.config.rateLimitMultiplier,
    );
    const customer = await findCustomerByEmail(deps.db, email);
    if (customer) {
      const token = await issueResetToken(deps.db, customer.id, now);
      const origin = trustedLinkOrigin(c, deps.config);
      const brand =
        BRANDS[brandIdForHost(new URL(origin).host, deps.config.defaultBrand, deps.config.medicalBrandEnabled)];
      const link = `${origin}/password/edit?reset_password_token=${encodeURIComponent(token)}`;
      try {
        await deps.mailer.send(passwordResetMail({ to: customer.email, firstName: customer.firstName, link, brand }));
      } catch (error) {
        // The answer must not differ for known addresses, so a mail failure is only logged.
        logger.error({ reqId: c.get('requestId') }, `[mail] password reset mail failed: ${errorSummary(error).line}`);
      }
    }
    return reply(c, { message: RESET_INSTRUCTIONS_SENT });
  });

  routes.put('/customer/password', async (c) => {
    const data = await readWrapped(c, 'customer', resetPasswordSchema);
    const now = deps.clock.now();
    const check = await consumeResetToken(deps.db, data.resetPasswordToken, now);
    if (!check.ok) throw unprocessable({ resetPasswordToken: [check.reason] });
    await setPassword(deps.db, check.customerId, await hashPassword(data.password, { lane: 'sign-in' }), now, {
      clearNewAccount: false,
    });
    await startSession(c, deps, check.customerId, false);
    const customer = await findCustomerById(deps.db, check.customerId);
    if (!customer) throw unprocessable({ resetPasswordToken: ['is invalid'] });
    return reply(c, await presentCustomer(deps.db, customer, now));
  });

  return routes;
}
