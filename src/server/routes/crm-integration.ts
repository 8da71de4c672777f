// POST /integrations/crm/messages: the operator's CRM posts a staff reply into a booking's thread;
// POST /integrations/crm/booking_changes: it cancels a booking, confirms or cancels a passenger.
// Server to server: no cookie and no Origin; the HMAC signature over the method, path and raw body
// (crm-signature.ts) is the authentication, checked before the body is parsed (csrf.ts skips its
// origin check for these paths), and each CRM event id is recorded once, so a redelivery posts
// nothing twice.
import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import { CRM_SIGNATURE_HEADER, crmBookingChange, crmStaffMessage } from '../../shared/contract/crm-integration.ts';
import { fromWire } from '../../shared/wire.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { ApiError, notFound, parseJsonBody, parseOr422, reply } from '../http/respond.ts';
import { applyBookingChange } from '../integrations/booking-change.ts';
import { crmSignatureValid } from '../integrations/crm-signature.ts';
import { recordStaffMessage } from '../integrations/staff-message.ts';

export const SIGNATURE_REFUSED = 'The signature is missing or does not match.';

export function crmIntegrationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  /** The body, once its signature proves it came from the CRM. */
  const signedBody = async <S extends v.GenericSchema>(c: Context<AppEnv>, schema: S) => {
    const raw = await c.req.text();
    const secret = deps.config.crmIntegrationSecret;
    const request = { method: c.req.method, path: new URL(c.req.url).pathname, body: raw };
    if (!secret || !crmSignatureValid(request, c.req.header(CRM_SIGNATURE_HEADER), secret))
      throw new ApiError(401, { error: SIGNATURE_REFUSED });
    return parseOr422(schema, fromWire(parseJsonBody(raw)));
  };

  routes.post('/integrations/crm/messages', async (c) => {
    const input = await signedBody(c, crmStaffMessage);
    const result = await recordStaffMessage(deps.db, input, deps.clock.now());
    if ('unknownBooking' in result) throw notFound();
    if ('duplicate' in result) return reply(c, { duplicate: true });
    return reply(c, result, 201);
  });

  routes.post('/integrations/crm/booking_changes', async (c) => {
    const result = await applyBookingChange(deps.db, await signedBody(c, crmBookingChange), deps.clock.now());
    if ('unknown' in result) throw notFound();
    return reply(c, result);
  });

  return routes;
}
