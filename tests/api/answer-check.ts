// Every answer an API test receives is checked against what the OpenAPI document says its endpoint
// answers with that status: the status must be described, with its media type, and a JSON body must
// match the body's schema with no key the schema does not name (a key the document leaves out is
// one a typed client never sees and the web client drops). A success's body must also parse with the
// contract's valibot schema, as the web client parses it. What does not match is recorded, and the
// test that received it fails (answer-check-setup.ts). A schema is compiled once per file, on first use.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { documentPath } from '../../src/server/openapi/document.ts';
import { errorSchemas, responsesOf } from '../../src/server/openapi/responses.ts';
import { API_BASE } from '../../src/shared/contract/api.ts';
import { type Endpoint, ENDPOINTS } from '../../src/shared/contract/endpoints.ts';
import { fromWire } from '../../src/shared/wire.ts';

type JsonObject = { [key: string]: unknown };
type Described = { description: string; headers?: JsonObject; content?: Record<string, { schema: JsonObject }> };
type Responses = Record<string, Described>;

/** What was received, as the checker reads it. */
export type Received = { method: string; url: string; status: number; headers: Headers; body: string };

/** The schema as a closed one: every object names all its keys (the document's stay open to new keys). */
function closed(schema: unknown, components: Record<string, object>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closed(item, components));
  if (schema === null || typeof schema !== 'object') return schema;
  const ref = (schema as JsonObject).$ref;
  if (typeof ref === 'string') return closed(components[ref.replace('#/components/schemas/', '')], components);
  const out: JsonObject = {};
  for (const [keyword, value] of Object.entries(schema))
    out[keyword] = ['enum', 'const', 'default', 'examples'].includes(keyword) ? value : closed(value, components);
  if (out.type === 'object' && out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

const routeOf = (endpoint: Endpoint) =>
  new RegExp(
    `^${API_BASE}${documentPath(endpoint.path)
      .replace(/\./g, '\\.')
      .replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`,
  );

export type AnswerChecker = (received: Received) => string | null;

/**
 * A checker of answers against the endpoints' answers as the OpenAPI document describes them (the
 * document's responses are responsesOf each endpoint), those of the contract unless a test gives
 * others. Only the endpoints a file's tests call are described and compiled, when first called.
 */
export function answerChecker(endpoints: readonly Endpoint[] = ENDPOINTS): AnswerChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  const routes = endpoints.map((endpoint) => ({ endpoint, route: routeOf(endpoint) }));
  const described = new Map<Endpoint, Responses>();
  const compiled = new Map<string, ValidateFunction>();

  const responsesFor = (endpoint: Endpoint) => {
    let responses = described.get(endpoint);
    if (!responses) {
      responses = responsesOf(endpoint) as Responses;
      described.set(endpoint, responses);
    }
    return responses;
  };
  const validatorOf = (key: string, schema: JsonObject) => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(closed(schema, errorSchemas) as JsonObject);
      compiled.set(key, validate);
    }
    return validate;
  };

  return ({ method, url, status, headers, body }) => {
    const { pathname } = new URL(url);
    const found = routes.find(({ endpoint, route }) => endpoint.method === method && route.test(pathname));
    if (!found) return null; // not an endpoint of the contract: a 404 of the router, or outside the API
    const { endpoint } = found;
    const name = `${method} ${pathname} ${status}`;
    const described = responsesFor(endpoint)[String(status)];
    if (!described) return `${name}: the document does not describe this status (${body.slice(0, 200)})`;
    if (described.headers?.Location && !headers.get('Location')) return `${name}: no Location`;
    if (status === 429 && described.headers?.['Retry-After'] && !headers.get('Retry-After'))
      return `${name}: no Retry-After`;
    const mediaTypes = Object.keys(described.content ?? {});
    if (mediaTypes.length === 0) return body === '' ? null : `${name}: a body where the document describes none`;
    const type = (headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (!mediaTypes.includes(type)) return `${name}: ${type || 'no Content-Type'}, not ${mediaTypes.join(' or ')}`;
    if (type !== 'application/json') return null;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return `${name}: not JSON`;
    }
    const validate = validatorOf(`${method} ${endpoint.path} ${status}`, described.content?.[type]?.schema ?? {});
    if (!validate(json)) {
      const [first] = validate.errors ?? [];
      return `${name}: ${first?.instancePath || '(body)'} ${first?.message ?? ''} ${JSON.stringify(first?.params ?? {})}`;
    }
    const answer = status === endpoint.alsoAnswers?.status ? endpoint.alsoAnswers.answer : endpoint.answer;
    if (status < 300 && typeof answer === 'object' && 'kind' in answer) {
      const parsed = v.safeParse(answer, fromWire(json));
      if (!parsed.success) return `${name}: the contract's schema refuses it: ${v.summarize(parsed.issues)}`;
    }
    return null;
  };
}

function decoded(bytes: Buffer, encoding: string | null): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (encoding === 'deflate') return inflateSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** What the checker found wrong since the last look, oldest first. */
export const answerMismatches: string[] = [];

/**
 * Makes `app` check each of its answers before the caller sees it: app.request goes through
 * app.fetch, and so does a server started on app.fetch.
 */
export function checkAnswersOf(
  app: { fetch: (request: Request, ...rest: never[]) => Response | Promise<Response> },
  check: AnswerChecker = sharedChecker(),
) {
  const fetch = app.fetch;
  app.fetch = async (request: Request, ...rest: never[]) => {
    const response = await fetch(request, ...rest);
    if (request.method === 'HEAD' || !request.url.includes(API_BASE)) return response;
    const bytes = Buffer.from(await response.clone().arrayBuffer());
    const body = decoded(bytes, response.headers.get('Content-Encoding'));
    const { method, url } = request;
    const found = check({ method, url, status: response.status, headers: response.headers, body });
    if (found) answerMismatches.push(found);
    return response;
  };
}

let shared: AnswerChecker | undefined;
const sharedChecker = () => {
  shared ??= answerChecker();
  return shared;
};
