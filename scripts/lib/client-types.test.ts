import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/server/openapi/document.ts';
import { CLIENT_TYPES_FILE, clientTypes } from './client-types.ts';

const committed = () => readFile(path.join(import.meta.dirname, '..', '..', CLIENT_TYPES_FILE), 'utf8');

describe("the typed client's generated types", () => {
  it('are what the OpenAPI document gives today: `npm run openapi:client` writes them again', async () => {
    const year = new Date().getUTCFullYear();
    expect(await clientTypes(openApiDocument(year))).toBe(await committed());
  });

  it('do not change with the year the document is made in', async () => {
    expect(await clientTypes(openApiDocument(2026))).toBe(await clientTypes(openApiDocument(2027)));
  });

  it('would be caught out of date by a change to an answer', async () => {
    const document = openApiDocument(2026) as { paths: Record<string, Record<string, { responses: object }>> };
    const me = document.paths['/customer/me.json']?.get;
    if (!me) throw new Error('GET /customer/me.json is not in the document');
    me.responses = { 200: { description: 'Done.', content: { 'application/json': { schema: { type: 'object' } } } } };
    expect(await clientTypes(document)).not.toBe(await committed());
  });
});
