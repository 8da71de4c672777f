// The TypeScript types of the API, generated from its OpenAPI document by openapi-typescript, for
// a typed client such as openapi-fetch (examples/typed-client). `npm run openapi:client` writes them;
// client-types.test.ts fails while the committed file differs from what the document gives.
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';

export const CLIENT_TYPES_FILE = 'examples/typed-client/gangway-api.gen.ts';

const HEADER = [
  '// The types of the Gangway API, generated from its OpenAPI document (/api/v2/openapi.json) by',
  '// openapi-typescript. Do not edit: `npm run openapi:client` writes this file again.',
  '',
  '',
].join('\n');

export async function clientTypes(document: object): Promise<string> {
  // The document is read, never changed: openapi-typescript resolves references in what it is given.
  return openapiTS(structuredClone(document) as OpenAPI3, { commentHeader: HEADER, silent: true });
}
