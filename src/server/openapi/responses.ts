// The main answers of an endpoint, from what the table says of it: its success status, and each
// refusal its access and inputs make possible, with the error bodies every refusal uses ({error}, or
// {errors: {field: [message]}} for fields).
import { FILE_SUFFIX } from '../../shared/contract/api.ts';
import type { Endpoint } from '../../shared/contract/endpoints.ts';
import { signatureSchemeOf } from './security.ts';
import type { JsonObject } from './wire-json-schema.ts';

export const errorSchemas = {
  Error: {
    type: 'object',
    required: ['error'],
    properties: { error: { type: 'string', description: 'What went wrong, in words to show.' } },
  },
  FieldErrors: {
    type: 'object',
    required: ['errors'],
    properties: {
      errors: {
        type: 'object',
        description: 'Messages to show, by field (snake_case, as in the request).',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
  },
} as const;

const json = (schema: JsonObject) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });

function success(endpoint: Endpoint): [string, JsonObject] {
  const status = endpoint.success ?? 200;
  if (status === 302) return ['302', { description: 'A redirect for the browser to follow.' }];
  // The answers' shapes are the contract's TypeScript types; they are not described here.
  const answer = { content: { [FILE_SUFFIX.test(endpoint.path) ? 'text/calendar' : 'application/json']: {} } };
  return [String(status), { description: status === 201 ? 'Created.' : 'Done.', ...answer }];
}

const signedIn = (endpoint: Endpoint) =>
  endpoint.access !== 'visitor' && endpoint.access !== 'signed' && endpoint.access !== 'feed-token';
const signature = (endpoint: Endpoint) => (endpoint.access === 'signed' ? signatureSchemeOf(endpoint.path) : null);

function refusal(endpoint: Endpoint): string {
  if (endpoint.access === 'signed') return 'The body is not sent as JSON.';
  const notOurs = "The request is not JSON from Gangway's origin.";
  return endpoint.access === 'booking-lead' ? `${notOurs} Or the caller is not the booking's lead customer.` : notOurs;
}

export function responsesOf(endpoint: Endpoint): Record<string, JsonObject> {
  const changes = endpoint.method !== 'GET';
  const named = /:/.test(endpoint.path);
  const [status, answer] = success(endpoint);
  const responses: Record<string, JsonObject> = { [status]: answer };
  if (signature(endpoint) === 'providerSignature')
    responses['400'] = error('The signature is missing or does not match, or the body is not an event.');
  else if (endpoint.body) responses['400'] = error('The body is not JSON.');
  if (signedIn(endpoint)) responses['401'] = error('Not signed in, or the session has expired.');
  if (signature(endpoint) === 'crmSignature') responses['401'] = error('The signature is missing or does not match.');
  if (changes) responses['403'] = error(refusal(endpoint));
  if (named || signature(endpoint) === 'crmSignature')
    responses['404'] = error("No such record that the caller may see (another customer's is 404 too).");
  if (endpoint.body || endpoint.query || endpoint.headers)
    responses['422'] = {
      description: 'A field is missing or not valid: messages by field.',
      ...json({ anyOf: [{ $ref: '#/components/schemas/FieldErrors' }, { $ref: '#/components/schemas/Error' }] }),
    };
  if (endpoint.rateLimited)
    responses['429'] = {
      ...error('Too many attempts: wait as long as Retry-After says.'),
      headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 0 } } },
    };
  return responses;
}
