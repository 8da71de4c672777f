// POST/PUT /customer/passengers/{id}/invitations (issue / resend a link; lead only),
// GET /customer/invitations/{token} (public: what the invitation page shows) and
// PUT /customer/accept_invitations/{token} (signed in: take the passenger place).
import { type Context, Hono } from 'hono';
import { acceptInvitationRequest, invitationForm } from '../../shared/contract/invitations.ts';
import { enforce, type RateRule } from '../auth/rate-limit.ts';
import { requireCustomer, SIGN_IN_REQUIRED, sessionOf } from '../auth/require-customer.ts';
import { requestBrand } from '../bookings/request-brand.ts';
import { findCustomerById } from '../customers/find-customer.ts';
import { fullNameOf } from '../customers/present-customer.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { trustedLinkOrigin } from '../http/request-origin.ts';
import { ApiError, idParam, notFound, readBody, readWrapped, reply } from '../http/respond.ts';
import { acceptInvitation } from '../invitations/accept-invitation.ts';
import { findInvitationByToken } from '../invitations/find-invitation.ts';
import { invitationMail } from '../invitations/invitation-mail.ts';
import { invitablePlace, storedInvitationEmail } from '../invitations/invitation-place.ts';
import { INVITATION_NOT_FOUND, invitationUrl } from '../invitations/invitation-rules.ts';
import { issueInvitation } from '../invitations/issue-invitation.ts';
import { presentInvitation } from '../invitations/present-invitation.ts';
import { errorSummary } from '../http/log-error.ts';
import { logger } from '../log/logger.ts';

// A lead mailing links to arbitrary addresses is the one way to make us send mail to strangers.
const INVITATION_MAILS: RateRule = { name: 'invitation-mail:customer', limit: 30, windowMs: 60 * 60 * 1000 };

export function invitationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/passengers/*', requireCustomer);
  routes.use('/customer/accept_invitations/*', requireCustomer);

  const issue = (resend: boolean) => async (c: Context<AppEnv>) => {
    const viewerId = sessionOf(c).customerId;
    const now = deps.clock.now();
    const place = await invitablePlace(deps.db, idParam(c), viewerId, now);
    const body = await readWrapped(c, 'invitation', invitationForm);
    const email = body.email ?? (resend ? await storedInvitationEmail(deps.db, place.passenger) : null);
    if (email) await enforce(deps.db, [{ rule: INVITATION_MAILS, parts: [String(viewerId)] }], now);
    const issued = await issueInvitation(deps.db, place, email, now);
    const link = invitationUrl(trustedLinkOrigin(c, deps.config), issued.token);
    let emailSent = false;
    if (email) {
      try {
        await deps.mailer.send(
          invitationMail({
            to: email,
            leadName: fullNameOf(place.head.lead),
            productName: place.head.product.name,
            link,
            brand: requestBrand(c, deps.config),
          }),
        );
        emailSent = true;
      } catch (error) {
        // The link is still good to copy or share; the answer says the mail did not go.
        logger.error({ reqId: c.get('requestId') }, `[mail] invitation mail failed: ${errorSummary(error).line}`);
      }
    }
    return reply(
      c,
      { autologinToken: issued.token, invitationUrl: link, expiresAt: issued.expiresAt.toISOString(), emailSent },
      resend ? 200 : 201,
    );
  };

  routes.post('/customer/passengers/:id/invitations', issue(false));
  routes.put('/customer/passengers/:id/invitations', issue(true));

  routes.get('/customer/invitations/:token', async (c) => {
    const token = c.req.param('token');
    const found = await findInvitationByToken(deps.db, token);
    if (!found) throw notFound(INVITATION_NOT_FOUND);
    return reply(c, await presentInvitation(deps.db, found, token, deps.clock.now()));
  });

  routes.put('/customer/accept_invitations/:token', async (c) => {
    const session = sessionOf(c);
    const { isNewCustomer } = await readBody(c, acceptInvitationRequest);
    const token = c.req.param('token');
    const found = await findInvitationByToken(deps.db, token);
    if (!found) throw notFound(INVITATION_NOT_FOUND);
    const customer = await findCustomerById(deps.db, session.customerId);
    if (!customer) throw new ApiError(401, { error: SIGN_IN_REQUIRED });
    await acceptInvitation(deps.db, found, customer, deps.clock.now());
    const bookingId = found.booking.id;
    return reply(c, { redirectTo: `/bookings/${bookingId}`, bookingId, isNewCustomer });
  });

  return routes;
}
