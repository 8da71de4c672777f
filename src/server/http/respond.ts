// Reading requests and writing answers in the contract's shape: snake_case on the wire, valibot
// validation of every input, and the error bodies ({error}, or {errors} by field). Route modules
// use only these.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { parseId } from '../../shared/contract/ids.ts';
import { type FieldErrors, issuesToFieldErrors } from '../../shared/domain/forms/validate.ts';
import { fromWire, toWire } from '../../shared/wire.ts';
import { JSON_LIMIT, TOO_LARGE } from './api-defaults.ts';
import { jsonAnswer } from './compression.ts';
import { nestsDeeperThan } from './json-depth.ts';

export function reply(c: Context, body: unknown, status: ContentfulStatusCode = 200) {
  return jsonAnswer(c, JSON.stringify(toWire(body)), status);
}

/** Throws an error answer; the app's error handler turns it into the JSON body. */
export class ApiError extends HTTPException {
  constructor(
    status: 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 400 | 503,
    readonly body: { error: string } | { errors: FieldErrors },
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message: 'error' in body ? body.error : 'Validation failed' });
  }
}

export const notFound = (what = 'Not found') => new ApiError(404, { error: what });
export const forbidden = (why: string) => new ApiError(403, { error: why });
export const unprocessable = (errors: FieldErrors) => new ApiError(422, { errors });

/** No request of the contract nests deeper than a few levels (a webhook's event, four). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = 'The request is nested too deeply.';

/**
 * Parses a JSON body. Size and depth are checked on the text, before JSON.parse and before anything
 * walks the value (key conversion and validation recurse per level): 413 / 422 rather than a stack
 * overflow. The body limit middleware bounds the size already; this also holds where it is not mounted.
 */
export function parseJsonBody(text: string): unknown {
  if (text.length > JSON_LIMIT || Buffer.byteLength(text) > JSON_LIMIT) throw new ApiError(413, { error: TOO_LARGE });
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(422, { error: TOO_DEEP });
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, { error: 'The request body must be JSON.' });
  }
}

/** Parses the JSON body (snake_case) into camelCase and validates it; 422 with field errors otherwise. */
export async function readBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parseOr422(schema, fromWire(parseJsonBody(await c.req.text())));
}

/**
 * Bodies shaped {customer: {...}}: the inner object is validated with a form schema, so a missing
 * or malformed wrapper yields the form's own "required" messages rather than a type error.
 */
export async function readWrapped<S extends v.GenericSchema>(
  c: Context,
  key: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const body = await readBody(c, v.record(v.string(), v.unknown()));
  const inner = body[key];
  return parseOr422(schema, inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? inner : {});
}

/** Validates the query string (keys converted to camelCase). */
export function readQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parseOr422(schema, fromWire(c.req.query()));
}

export function parseOr422<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw unprocessable(issuesToFieldErrors(result.issues));
  return result.output;
}

/** Route params naming a record: an id of the contract (1..2147483647), anything else a 404, never a 500. */
export function idParam(c: Context, name = 'id'): number {
  const id = parseId(c.req.param(name));
  if (id === null) throw notFound();
  return id;
}
