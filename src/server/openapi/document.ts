// The OpenAPI 3.1 document of /api/v2, made from the contract's endpoint table: every endpoint with
// its path parameters, query, headers and JSON body (JSON Schema from its valibot schemas), the
// access it needs and its answers, each status with its body's schema. Nothing in it is written per route.
import { API_BASE, FILE_SUFFIX } from '../../shared/contract/api.ts';
import { type Endpoint, ENDPOINTS, pathParams } from '../../shared/contract/endpoints.ts';
import { idString } from '../../shared/contract/ids.ts';
import { errorSchemas, responsesOf } from './responses.ts';
import { securityOf, securitySchemes } from './security.ts';
import { type JsonObject, wireJsonSchema } from './wire-json-schema.ts';

const DESCRIPTION = [
  "The API of Gangway's customer portal, and the endpoints the operator's CRM and the card provider call.",
  "Every path ends in '.json' (the calendars, text/calendar, in '.ics'). Bodies and answers are JSON with snake_case keys.",
  'Request schemas describe what a client sends; text fields are trimmed before their rules apply.',
  'Where JSON Schema cannot express a rule (a custom check, text read as a number), the schema leaves',
  'it out and the server checks it, answering 422 with messages by field.',
  'Every answer is described by status: the body of each success, the error bodies of each refusal.',
  'Answers may gain keys in a later release: a client ignores keys it does not know.',
].join(' ');

/** '/customer/bookings/:id' -> '/customer/bookings/{id}.json', as OpenAPI templates a path. */
export const documentPath = (path: string) =>
  `${path.replace(/:([A-Za-z]+)/g, '{$1}')}${FILE_SUFFIX.test(path) ? '' : '.json'}`;

/** A stable name for code generators: GET /customer/bookings/:id -> getCustomerBookingsId. */
export const operationId = (endpoint: Endpoint) =>
  endpoint.method.toLowerCase() +
  endpoint.path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

// A path parameter naming a record is an id of the contract; any other (a token, an account) is text.
const isIdParam = (name: string) => name === 'id' || name.endsWith('Id');

function parameters(endpoint: Endpoint, year: number): JsonObject[] {
  const path = pathParams(endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: isIdParam(name) ? wireJsonSchema(idString) : { type: 'string' },
  }));
  const query: JsonObject = endpoint.query ? wireJsonSchema(endpoint.query(year)) : {};
  const required = new Set((query.required as string[] | undefined) ?? []);
  const queries = Object.entries((query.properties ?? {}) as Record<string, JsonObject>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  const headers = Object.entries(endpoint.headers ?? {}).map(([name, schema]) => ({
    name,
    in: 'header',
    required: true,
    schema: wireJsonSchema(schema),
  }));
  return [...path, ...queries, ...headers];
}

function operation(endpoint: Endpoint, year: number): JsonObject {
  const params = parameters(endpoint, year);
  return {
    operationId: operationId(endpoint),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: wireJsonSchema(endpoint.body(year)) } },
          },
        }
      : {}),
    security: securityOf(endpoint),
    responses: responsesOf(endpoint),
  };
}

/** The document for the server's current year (birth-year rules depend on it). */
export function openApiDocument(year: number, endpoints: readonly Endpoint[] = ENDPOINTS): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of endpoints) {
    const item = (paths[documentPath(endpoint.path)] ??= {});
    item[endpoint.method.toLowerCase()] = operation(endpoint, year);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Gangway API', version: API_BASE.split('/').pop() ?? '', description: DESCRIPTION },
    servers: [{ url: API_BASE }],
    paths,
    components: { schemas: errorSchemas, securitySchemes },
  };
}
