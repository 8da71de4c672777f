// The operator's CRM posts a staff reply into a booking's conversation, with a typed client: the
// request and the answers are typed from the OpenAPI document (gangway-api.gen.ts, written by
// `npm run openapi:client`), and openapi-fetch sends the call. The signature is the CRM's
// (docs/integrators.md): an HMAC-SHA256 with the shared secret over the time, the method, the path
// and the exact body, so the body is serialised once and signed and sent as those bytes.
import { createHmac } from 'node:crypto';
import createClient from 'openapi-fetch';
import type { paths } from './gangway-api.gen.ts';

const PATH = '/integrations/crm/messages.json';
type StaffReply = paths[typeof PATH]['post']['requestBody']['content']['application/json'];

export type CrmClientOptions = {
  /** Where the portal is, e.g. https://portal.example.com */
  origin: string;
  /** The shared secret (CRM_INTEGRATION_SECRET). */
  secret: string;
  /** The fetch to use (the global one unless given). */
  fetch?: (request: Request) => Promise<Response>;
};

const signature = (secret: string, path: string, body: string, seconds: number) =>
  createHmac('sha256', secret).update(`${seconds}.POST ${path}\n${body}`, 'utf8').digest('hex');

/** Posts the reply once: a redelivery of the same event_id answers `duplicate` and posts nothing. */
export async function postStaffReply(options: CrmClientOptions, reply: StaffReply) {
  const baseUrl = `${options.origin}/api/v2`;
  const client = createClient<paths>({ baseUrl, fetch: options.fetch });
  const body = JSON.stringify(reply);
  const seconds = Math.floor(Date.now() / 1000);
  const { data, error, response } = await client.POST(PATH, {
    body: reply,
    bodySerializer: () => body,
    headers: { 'X-Gangway-Signature': `t=${seconds},v1=${signature(options.secret, `/api/v2${PATH}`, body, seconds)}` },
  });
  if (error) throw new Error(`The portal refused the reply (${response.status}): ${JSON.stringify(error)}`);
  // 201 with the message as the thread shows it, or 200 when this event was delivered before.
  return 'message' in data ? { posted: data.message } : { duplicate: true as const };
}
