// npm run openapi:client [-- <URL of a served /api/v2/openapi.json>]: writes the API's TypeScript
// types for a typed client (scripts/lib/client-types.ts) from the OpenAPI document: the one a
// running server serves at that URL, or, without one, the document this checkout's server serves.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiDocument } from '../src/server/openapi/document.ts';
import { CLIENT_TYPES_FILE, clientTypes } from './lib/client-types.ts';

const [url] = process.argv.slice(2);
async function served(from) {
  const response = await fetch(from, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${from} answered ${response.status}`);
  return response.json();
}

const document = url ? await served(url) : openApiDocument(new Date().getUTCFullYear());
const file = path.join(import.meta.dirname, '..', CLIENT_TYPES_FILE);
await writeFile(file, await clientTypes(document));
console.log(`Wrote ${CLIENT_TYPES_FILE} from ${url ?? 'the document of this checkout'}.`);
