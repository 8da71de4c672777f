// The operator's CRM towards the suite's server, signed as `npm run staff` signs it, in this process:
// specs that need many server-made notifications need not start a process for each.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { readCrmIntegrationSecret } from '../../src/server/integrations/crm-secret.ts';
import { signCrmRequest } from '../../src/server/integrations/crm-signature.ts';
import { E2E_DATA_DIR, E2E_PORT } from './e2e-env.ts';

const dataDir = path.resolve(import.meta.dirname, '..', '..', E2E_DATA_DIR);

/** A staff reply in a booking's conversation; its travellers get "You have a new message from {name}." */
export async function staffMessage(bookingId: number, body: string, firstName: string): Promise<void> {
  const secret = await readCrmIntegrationSecret(undefined, dataDir);
  if (!secret) throw new Error(`No CRM integration secret under ${dataDir}: has the suite's server started?`);
  const raw = JSON.stringify({
    event_id: `e2e-${randomUUID()}`,
    booking_id: bookingId,
    staff: { email: 'sofia.marin@gangway.example', first_name: firstName },
    body,
  });
  const pathname = '/api/v2/integrations/crm/messages.json';
  const signature = signCrmRequest({ method: 'POST', path: pathname, body: raw }, secret);
  const response = await fetch(`http://localhost:${E2E_PORT}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Gangway-Signature': signature },
    body: raw,
  });
  if (response.status !== 201)
    throw new Error(`The CRM message was refused: ${response.status} ${await response.text()}`);
}
