// POST /integrations/crm/messages: the operator's CRM posts a staff reply into a booking's thread.
// Server to server: no cookie and no Origin; the HMAC signature over the raw body is the
// authentication (csrf.ts skips its origin check for this exact path), and each CRM event id is
// recorded once, so a redelivery posts nothing twice.
import { Hono } from 'hono';
import { CRM_SIGNATURE_HEADER, crmStaffMessage } from '../../shared/contract/crm-integration.ts';
import { fromWire } from '../../shared/wire.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ApiError, notFound, parseJsonBody, parseOr422, reply } from '../http/respond.ts';
import { recordStaffMessage } from '../integrations/staff-message.ts';
import { webhookSignatureValid } from '../payments/webhook-signature.ts';

export const SIGNATURE_REFUSED = 'The signature is missing or does not match.';

export function crmIntegrationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/integrations/crm/messages', async (c) => {
    const raw = await c.req.text();
    const secret = deps.config.crmIntegrationSecret;
    if (!secret || !webhookSignatureValid(raw, c.req.header(CRM_SIGNATURE_HEADER), secret))
      throw new ApiError(401, { error: SIGNATURE_REFUSED });
    const input = parseOr422(crmStaffMessage, fromWire(parseJsonBody(raw)));
    const result = await recordStaffMessage(deps.db, input, deps.clock.now());
    if ('unknownBooking' in result) throw notFound();
    if ('duplicate' in result) return reply(c, { duplicate: true });
    return reply(c, result, 201);
  });

  return routes;
}
