// `npm run staff -- <command>`: acts as the operator's CRM towards the server that `npm start`
// runs, through its signed CRM integration, so staff actions can be watched arriving in the app:
//   message <booking id> "<text>" [--from <e-mail>] [--name <first name>]   a staff reply (Messages)
//   cancel-booking <booking id>                                          BookingCancelled
//   confirm-passenger <booking id> <passenger id>                        PassengerConfirmed
//   cancel-passenger <booking id> <passenger id>                         PassengerCancelled
// It finds that server by the same PORT and DATA_DIR (the signing secret is CRM_INTEGRATION_SECRET,
// else the one the server made under DATA_DIR).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { root } from './lib/ensure-build.mjs';

const usage = [
  'usage: npm run staff -- message <booking id> "<text>" [--from <e-mail>] [--name <first name>]',
  '       npm run staff -- cancel-booking <booking id>',
  '       npm run staff -- confirm-passenger <booking id> <passenger id>',
  '       npm run staff -- cancel-passenger <booking id> <passenger id>',
].join('\n');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, name: { type: 'string' } },
});
const [command, bookingId, third] = positionals;
const isId = (text) => /^\d+$/.test(text ?? '');
const eventId = `staff-cli-${randomUUID()}`;

/** The CRM call for the command: its path, body, expected status and what to say when done. */
function callFor() {
  if (!isId(bookingId)) return null;
  if (command === 'message' && third?.trim())
    return {
      resource: 'messages',
      status: 201,
      body: {
        event_id: eventId,
        booking_id: Number(bookingId),
        staff: { email: values.from ?? 'sofia.marin@gangway.example', first_name: values.name ?? 'Sofia' },
        body: third,
      },
      done: `Posted to booking ${bookingId}'s conversation as ${values.name ?? 'Sofia'}.`,
    };
  if (command === 'cancel-booking')
    return {
      resource: 'booking_changes',
      status: 200,
      body: { event_id: eventId, booking_id: Number(bookingId), change: 'booking_cancelled' },
      done: `Booking ${bookingId} cancelled; its travellers are notified.`,
    };
  if ((command === 'confirm-passenger' || command === 'cancel-passenger') && isId(third))
    return {
      resource: 'booking_changes',
      status: 200,
      body: {
        event_id: eventId,
        booking_id: Number(bookingId),
        passenger_id: Number(third),
        change: command === 'confirm-passenger' ? 'passenger_confirmed' : 'passenger_cancelled',
      },
      done: `Passenger ${third} on booking ${bookingId} ${command === 'confirm-passenger' ? 'confirmed' : 'cancelled'}.`,
    };
  return null;
}

const call = callFor();
if (!call) {
  console.error(usage);
  process.exit(2);
}

await import('tsx');
const load = (file) => import(pathToFileURL(path.join(root, file)).href);
const { readCrmIntegrationSecret } = await load('src/server/integrations/crm-secret.ts');
const { signCrmRequest } = await load('src/server/integrations/crm-signature.ts');

const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const secret = await readCrmIntegrationSecret(process.env.CRM_INTEGRATION_SECRET, dataDir);
if (!secret) {
  console.error(
    `No CRM integration secret: set CRM_INTEGRATION_SECRET, or start the server once (it makes one under ${dataDir}).`,
  );
  process.exit(1);
}

const body = JSON.stringify(call.body);
const url = `http://localhost:${port}/api/v2/integrations/crm/${call.resource}.json`;
const signature = signCrmRequest({ method: 'POST', path: new URL(url).pathname, body }, secret);
let response;
try {
  response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Gangway-Signature': signature },
    body,
  });
} catch (error) {
  console.error(
    `No server answered at ${url} (${error.cause?.code ?? error.message}). Is npm start running with PORT=${port}?`,
  );
  process.exit(1);
}
const answer = await response.text();
if (response.status !== call.status) {
  console.error(`The server refused it: ${response.status} ${answer}`);
  process.exit(1);
}
console.log(call.done);
