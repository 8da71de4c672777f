// `npm run staff -- message <booking id> "<text>" [--from <e-mail>] [--name <first name>]`: posts a
// staff reply into a booking's conversation through the CRM integration of the server that
// `npm start` runs, as the operator's CRM would, so a reply can be watched arriving on the
// Messages screen within one polling interval. It finds that server by the same PORT and DATA_DIR
// (the signing secret is CRM_INTEGRATION_SECRET, else the one the server made under DATA_DIR).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { root } from './lib/ensure-build.mjs';

const usage = 'usage: npm run staff -- message <booking id> "<text>" [--from <e-mail>] [--name <first name>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, name: { type: 'string' } },
});
const [command, bookingId, text] = positionals;
if (command !== 'message' || !/^\d+$/.test(bookingId ?? '') || !text?.trim()) {
  console.error(usage);
  process.exit(2);
}

await import('tsx');
const load = (file) => import(pathToFileURL(path.join(root, file)).href);
const { readCrmIntegrationSecret } = await load('src/server/integrations/crm-secret.ts');
const { signWebhook } = await load('src/server/payments/webhook-signature.ts');

const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const secret = await readCrmIntegrationSecret(process.env.CRM_INTEGRATION_SECRET, dataDir);
if (!secret) {
  console.error(
    `No CRM integration secret: set CRM_INTEGRATION_SECRET, or start the server once (it makes one under ${dataDir}).`,
  );
  process.exit(1);
}

const body = JSON.stringify({
  event_id: `staff-cli-${randomUUID()}`,
  booking_id: Number(bookingId),
  staff: { email: values.from ?? 'sofia.marin@gangway.example', first_name: values.name ?? 'Sofia' },
  body: text,
});
const url = `http://localhost:${port}/api/v2/integrations/crm/messages.json`;
let response;
try {
  response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Gangway-Signature': signWebhook(body, secret) },
    body,
  });
} catch (error) {
  console.error(
    `No server answered at ${url} (${error.cause?.code ?? error.message}). Is npm start running with PORT=${port}?`,
  );
  process.exit(1);
}
const answer = await response.text();
if (response.status !== 201) {
  console.error(`The server refused the message: ${response.status} ${answer}`);
  process.exit(1);
}
console.log(`Posted to booking ${bookingId}'s conversation as ${values.name ?? 'Sofia'}.`);
