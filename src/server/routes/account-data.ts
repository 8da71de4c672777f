// GET /customer/account/export: everything held about the signed-in traveller as one JSON file
// (account/data-export.ts), downloaded as an attachment; a few per hour (429 with Retry-After).
// POST /customer/account/deletion: the password (or a passkey of the account) and the typed
// confirmation delete the account at once when no booking is active (account/erase-account.ts: the session ends, an e-mail confirms);
// otherwise nothing is deleted and the operator is asked to (account/deletion-requests.ts).
// GET /customer/account/deletion_request: that request while it is pending.
import { Hono } from 'hono';
import { accountDeletionBody, accountDeletionMessages } from '../../shared/contract/account.ts';
import { accountDataFile, exportFileName } from '../account/data-export.ts';
import { hasBookingUnderWayOrToCome } from '../account/active-bookings.ts';
import { pendingDeletionOf, requestDeletion } from '../account/deletion-requests.ts';
import { eraseAccount } from '../account/erase-account.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import { requireCustomer, SIGN_IN_REQUIRED, sessionOf } from '../auth/require-customer.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { dropAvatarOf } from '../avatars/drop-avatar.ts';
import { requestBrand } from '../bookings/request-brand.ts';
import { findCustomerById } from '../customers/find-customer.ts';
import { verifyPasskeySignIn } from '../passkeys/passkey-sign-in.ts';
import { relyingPartyOf } from '../passkeys/relying-party.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonAnswer } from '../http/compression.ts';
import { errorSummary } from '../http/log-error.ts';
import { ApiError, readBody, reply, unprocessable } from '../http/respond.ts';
import { logger } from '../log/logger.ts';
import { accountDeletedMail } from '../mail/templates/account-deleted.ts';

const refusedAsNull = (error: unknown) => {
  if (error instanceof ApiError) return null;
  throw error;
};

export function accountDataRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/account/*', requireCustomer);

  const limit = (rule: (typeof RATE_RULES)[keyof typeof RATE_RULES], customerId: number, now: Date) =>
    enforce(deps.db, [{ rule, parts: [String(customerId)] }], now, deps.config.rateLimitMultiplier);

  routes.get('/customer/account/export', async (c) => {
    const session = sessionOf(c);
    const now = deps.clock.now();
    await limit(RATE_RULES.dataExportPerCustomer, session.customerId, now);
    const file = await accountDataFile(deps.db, { customerId: session.customerId, tokenHash: session.tokenHash, now });
    const answer = jsonAnswer(c, JSON.stringify(file, null, 2), 200);
    answer.headers.set('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
    return answer;
  });

  routes.get('/customer/account/deletion_request', async (c) => {
    return reply(c, { deletionRequest: await pendingDeletionOf(deps.db, sessionOf(c).customerId) });
  });

  routes.post('/customer/account/deletion', async (c) => {
    const { password, passkey } = await readBody(c, accountDeletionBody);
    if (!passkey && !password) throw unprocessable({ password: [accountDeletionMessages.passwordRequired] });
    const session = sessionOf(c);
    const now = deps.clock.now();
    await limit(RATE_RULES.deleteAccountPerCustomer, session.customerId, now);
    const customer = await findCustomerById(deps.db, session.customerId);
    if (!customer) throw new ApiError(401, { error: SIGN_IN_REQUIRED });
    if (passkey) {
      // A refused passkey is a field error here, not a 401: the traveller is still signed in.
      const proved = await verifyPasskeySignIn(deps.db, relyingPartyOf(c, deps.config), passkey, now).catch(
        refusedAsNull,
      );
      if (proved?.customerId !== customer.id) throw unprocessable({ password: [accountDeletionMessages.passkey] });
    } else if (!(await verifyPassword(password ?? '', customer.passwordHash)))
      throw unprocessable({ password: [accountDeletionMessages.password] });

    if (await hasBookingUnderWayOrToCome(deps.db, customer.id, now)) {
      const deletionRequest = await requestDeletion(deps.db, deps.config, customer.id, now);
      return reply(c, { deleted: false, message: accountDeletionMessages.activeBookings, deletionRequest });
    }

    await eraseAccount(deps.db, customer.id, now);
    clearSessionCookie(c, deps.config);
    if (customer.avatarPath) await dropAvatarOf(deps.db, deps.config.dataDir, customer.id, customer.avatarPath);
    const mail = accountDeletedMail({
      to: customer.email,
      firstName: customer.firstName,
      brand: requestBrand(c, deps.config),
    });
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      // The account is gone either way: a mail failure must not read as a failed deletion.
      logger.error({ reqId: c.get('requestId') }, `[mail] account deletion mail failed: ${errorSummary(error).line}`);
    }
    return reply(c, { deleted: true });
  });

  return routes;
}
