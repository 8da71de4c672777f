// The answers of an endpoint, from what the table says of it: its success status with the body's
// schema, and each refusal its access, inputs and stated refusals make possible, with the error
// bodies every refusal uses ({error}, or {errors: {field: [message]}} for fields).
import type * as v from 'valibot';
import { errorAnswer, fieldErrorsAnswer } from '../../shared/contract/answers.ts';
import type { Answer, Endpoint } from '../../shared/contract/endpoints.ts';
import { signatureSchemeOf } from './security.ts';
import { type JsonObject, wireJsonSchema } from './wire-json-schema.ts';

export const errorSchemas = {
  Error: { ...wireJsonSchema(errorAnswer), description: 'A refusal: what went wrong, in words to show.' },
  FieldErrors: {
    ...wireJsonSchema(fieldErrorsAnswer),
    description: 'A refusal by field: messages to show, by field (snake_case, as in the request).',
  },
};

const json = (schema: JsonObject) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const retryAfter = (description: string) => ({
  'Retry-After': { description, schema: { type: 'integer', minimum: 0 } },
});

const SUCCESS_WORDS: Record<number, string> = { 200: 'Done.', 201: 'Created.' };

function body(status: number, answer: Answer, words: string): JsonObject | null {
  if (answer === 'never') return null;
  if (answer === 'redirect')
    return {
      description: 'A redirect for the browser to follow.',
      headers: { Location: { description: 'Where to.', schema: { type: 'string' } } },
    };
  const description = SUCCESS_WORDS[status] ?? words;
  if ('mediaType' in answer) return { description, content: { [answer.mediaType]: { schema: { type: 'string' } } } };
  return { description, ...json(wireJsonSchema(answer as v.GenericSchema)) };
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
  const refuses = new Set(endpoint.refuses ?? []);
  const responses: Record<string, JsonObject> = {};
  const success = endpoint.success ?? 200;
  const answer = body(success, endpoint.answer, 'Done.');
  if (answer) responses[String(success)] = answer;
  if (endpoint.alsoAnswers)
    responses[String(endpoint.alsoAnswers.status)] = body(
      endpoint.alsoAnswers.status,
      endpoint.alsoAnswers.answer,
      'Done already.',
    ) as JsonObject;
  if (endpoint.notModified)
    responses['304'] = { description: 'Not modified since the ETag named in If-None-Match: no body.' };
  if (signature(endpoint) === 'providerSignature')
    responses['400'] = error('The signature is missing or does not match, or the body is not an event.');
  else if (endpoint.body) responses['400'] = error('The body is not JSON.');
  if (signedIn(endpoint)) responses['401'] = error('Not signed in, or the session has expired.');
  else if (refuses.has(401)) responses['401'] = error('The credentials do not match.');
  if (signature(endpoint) === 'crmSignature') responses['401'] = error('The signature is missing or does not match.');
  if (changes) responses['403'] = error(refusal(endpoint));
  if (named || signature(endpoint) === 'crmSignature' || refuses.has(404))
    responses['404'] = error(
      "No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer.",
    );
  if (refuses.has(409)) responses['409'] = error('Done already: it cannot be done twice.');
  if (changes) responses['413'] = error('The body is larger than the server takes.');
  if (endpoint.body || endpoint.query || endpoint.headers || refuses.has(422))
    responses['422'] = {
      description: 'A field is missing or not valid: messages by field.',
      ...json({ anyOf: [{ $ref: '#/components/schemas/FieldErrors' }, { $ref: '#/components/schemas/Error' }] }),
    };
  if (endpoint.rateLimited)
    responses['429'] = {
      ...error('Too many attempts: wait as long as Retry-After says.'),
      headers: retryAfter('Seconds to wait.'),
    };
  if (refuses.has(503))
    responses['503'] = {
      ...error('Busy, or a service it needs is out of reach: try again later (the same request is safe).'),
      headers: retryAfter('Seconds to wait, when the server knows.'),
    };
  return responses;
}
