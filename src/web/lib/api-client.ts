// The one way the client talks to the API: '.json' on every path, snake_case keys out, camelCase
// keys back, cookies as credentials, and every answer parsed with the contract's valibot schema.
// Plain fetch rather than ky (which DESIGN.md's card names): we use no retry, hooks or streaming,
// and ky cost 4.5 KB gzip of the sign-in page's 125 KB JavaScript budget.
import * as v from 'valibot';
import { apiPath } from '../../shared/contract/api.ts';
import type { FieldErrors } from '../../shared/domain/forms/validate.ts';
import { fromWire, toWire } from '../../shared/wire.ts';
import { config } from './config.ts';

/** A failed call with an HTTP status; `error` / `errors` are the contract's error bodies. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
    readonly errors: FieldErrors | undefined,
    readonly headers: Headers,
  ) {
    super(error ?? `Request failed with status ${status}`);
    this.name = 'ApiFailure';
  }
}

const TIMEOUT_MS = 20_000;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Options = {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Extra request headers, e.g. the payment's Idempotency-Key. */
  headers?: Record<string, string>;
  /** A multipart body instead of JSON (the avatar upload); the browser sets its Content-Type. */
  form?: FormData;
};

export type ApiResult<T> = { data: T; headers: Headers };

export async function apiCall<S extends v.GenericSchema>(
  method: Method,
  resource: string,
  schema: S,
  options: Options = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  const url = new URL(`${config.apiOrigin}${apiPath(resource)}`, window.location.origin);
  if (options.searchParams) {
    for (const [key, value] of Object.entries(toWire(options.searchParams) as Record<string, unknown>)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
  }
  // State-changing calls always carry a JSON body so the server's CSRF check can insist on it.
  const json = options.form
    ? undefined
    : options.json !== undefined
      ? toWire(options.json)
      : method === 'get'
        ? undefined
        : {};
  // Throws without a status when offline, aborted or timed out; callers decide (the spec rethrows these).
  const response = await fetch(url, {
    method: method.toUpperCase(),
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.form ?? (json !== undefined ? JSON.stringify(json) : undefined),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw await toFailure(response);
  const text = await response.text();
  const body = text ? fromWire(JSON.parse(text)) : null;
  return { data: v.parse(schema, body), headers: response.headers };
}

async function toFailure(response: Response): Promise<ApiFailure> {
  let body: { error?: string; errors?: FieldErrors } = {};
  try {
    body = fromWire(await response.json()) as typeof body;
  } catch {
    // not JSON: keep the status only
  }
  return new ApiFailure(response.status, body.error, body.errors, response.headers);
}

/** Shorthand for calls whose answer is only the data. */
export async function api<S extends v.GenericSchema>(
  method: Method,
  resource: string,
  schema: S,
  options?: Options,
): Promise<v.InferOutput<S>> {
  return (await apiCall(method, resource, schema, options)).data;
}

export const isApiFailure = (error: unknown): error is ApiFailure => error instanceof ApiFailure;
