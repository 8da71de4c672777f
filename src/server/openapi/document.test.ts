import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { type Endpoint, ENDPOINTS, pathParams } from '../../shared/contract/endpoints.ts';
import { documentPath, openApiDocument, operationId } from './document.ts';
import { wireJsonSchema } from './wire-json-schema.ts';

const year = 2026;
const document = openApiDocument(year);

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  security: Record<string, string[]>[];
  responses: Record<string, { description: string }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const operationOf = (doc: unknown, endpoint: Endpoint) =>
  (doc as Document).paths[documentPath(endpoint.path)]?.[endpoint.method.toLowerCase()];

/** What the document says wrong or not at all about each endpoint of the table. */
function mismatches(doc: unknown, endpoints: readonly Endpoint[]): string[] {
  const found: string[] = [];
  for (const endpoint of endpoints) {
    const name = `${endpoint.method} ${endpoint.path}`;
    const operation = operationOf(doc, endpoint);
    if (!operation) {
      found.push(`${name}: missing`);
      continue;
    }
    const body = operation.requestBody?.content['application/json'].schema;
    const expected = endpoint.body ? wireJsonSchema(endpoint.body(year)) : undefined;
    if (JSON.stringify(body) !== JSON.stringify(expected)) found.push(`${name}: request body`);
    const inPath = (operation.parameters ?? []).filter((param) => param.in === 'path').map((param) => param.name);
    if (JSON.stringify(inPath) !== JSON.stringify(pathParams(endpoint.path))) found.push(`${name}: path parameters`);
  }
  return found;
}

const operations = (doc: unknown) =>
  Object.values((doc as Document).paths).flatMap((item) => Object.values(item)) as Operation[];

describe('the OpenAPI document of the API', () => {
  it('has every endpoint of the contract with its method, path parameters and request body schema', () => {
    expect(mismatches(document, ENDPOINTS)).toEqual([]);
    expect(operations(document)).toHaveLength(ENDPOINTS.length);
  });

  it('would be caught leaving out an endpoint of the table', () => {
    const [first, ...rest] = ENDPOINTS;
    if (!first) throw new Error('the endpoint table is empty');
    expect(mismatches(openApiDocument(year, rest), ENDPOINTS)).toEqual([`${first.method} ${first.path}: missing`]);
  });

  // The validator walks every schema of a 120 KB document, which takes seconds on a busy host: this
  // test has more than the default five.
  const VALIDATION_TIME = 60_000;
  it(
    'validates as OpenAPI 3.1',
    async () => {
      const validator = new Validator();
      const result = await validator.validate(structuredClone(document));
      expect(result.errors).toBeUndefined();
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    },
    VALIDATION_TIME,
  );

  it('names every operation uniquely', () => {
    const ids = operations(document).map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      operationId({
        method: 'GET',
        path: '/customer/bookings/:id/payments/:paymentId',
        access: 'booking',
        answer: 'never',
      }),
    ).toBe('getCustomerBookingsIdPaymentsPaymentId');
  });

  it('templates paths as OpenAPI does, with the .json every path ends in', () => {
    expect(documentPath('/customer/bookings/:bookingId/passengers/:passengerId')).toBe(
      '/customer/bookings/{bookingId}/passengers/{passengerId}.json',
    );
  });

  it('asks a signed-in session of customer endpoints, and the same-origin proof of every cookie write', () => {
    for (const endpoint of ENDPOINTS) {
      const { security } = operationOf(document, endpoint) as Operation;
      const schemes = security.flatMap((requirement) => Object.keys(requirement)).sort();
      const write = endpoint.method !== 'GET';
      const expected = {
        visitor: write ? ['sameOrigin'] : [],
        customer: write ? ['customerSession', 'sameOrigin'] : ['customerSession'],
        signed: endpoint.path.startsWith('/integrations/crm/') ? ['crmSignature'] : ['providerSignature'],
        'feed-token': [],
      }[endpoint.access === 'booking' || endpoint.access === 'booking-lead' ? 'customer' : endpoint.access];
      expect(schemes, `${endpoint.method} ${endpoint.path}`).toEqual(expected);
    }
  });

  it('refuses to describe a signed endpoint whose signature it does not know', () => {
    const unknown: Endpoint = { method: 'POST', path: '/integrations/other/events', access: 'signed', answer: 'never' };
    expect(() => openApiDocument(year, [unknown])).toThrow(/no signature scheme describes it/);
  });

  it('lists the success status and the refusals each endpoint can give, with their error bodies', () => {
    const statuses = (method: Endpoint['method'], path: string) => {
      const endpoint = ENDPOINTS.find((candidate) => candidate.method === method && candidate.path === path);
      return Object.keys((operationOf(document, endpoint as Endpoint) as Operation).responses).sort();
    };
    expect(statuses('POST', '/customer/sessions')).toEqual(['201', '400', '401', '403', '413', '422', '429', '503']);
    expect(statuses('GET', '/customer/bookings/:id')).toEqual(['200', '401', '404']);
    expect(statuses('GET', '/customer/bookings/:id/messages')).toEqual(['200', '304', '401', '404']);
    expect(statuses('POST', '/customer/bookings/:id/payments')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '422',
      '429',
      '503',
    ]);
    expect(statuses('POST', '/customer/bookings/:id/review')).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '422',
    ]);
    expect(statuses('POST', '/integrations/crm/messages')).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '404',
      '413',
      '422',
    ]);
    expect(statuses('GET', '/customer/auth/facebook')).toEqual(['302', '404', '422']);
    expect(statuses('DELETE', '/customer/bookings/:bookingId/passengers/:passengerId')).toEqual([
      '401',
      '403',
      '404',
      '413',
    ]);
    expect(statuses('GET', '/openapi')).toEqual(['200', '304']);
    const fields = (document as { components: { schemas: Record<string, unknown> } }).components.schemas.FieldErrors;
    expect(fields).toMatchObject({
      properties: { errors: { additionalProperties: { type: 'array', items: { type: 'string' } } } },
    });
  });

  it("describes each success by the schema of the endpoint's answer, keys as on the wire", () => {
    for (const endpoint of ENDPOINTS) {
      const { responses } = operationOf(document, endpoint) as Operation;
      const answers = [[endpoint.success ?? 200, endpoint.answer] as const];
      if (endpoint.alsoAnswers) answers.push([endpoint.alsoAnswers.status, endpoint.alsoAnswers.answer]);
      for (const [status, answer] of answers) {
        if (typeof answer !== 'object' || !('kind' in answer)) continue;
        const described = responses[String(status)] as { content?: Record<string, { schema: unknown }> };
        expect(described.content?.['application/json']?.schema, `${endpoint.method} ${endpoint.path}`).toEqual(
          wireJsonSchema(answer),
        );
      }
    }
    const me = operationOf(document, ENDPOINTS.find((e) => e.path === '/customer/me') as Endpoint) as Operation;
    expect(me.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { properties: { connected_to_facebook: { type: 'boolean' } } } } },
    });
  });

  it('says how long to wait in Retry-After where it answers 429', () => {
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.rateLimited)) {
      const { responses } = operationOf(document, endpoint) as Operation;
      expect(responses['429'], `${endpoint.method} ${endpoint.path}`).toMatchObject({
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
      });
    }
  });
});
