// The one way the client talks to the API: '.json' on every path, snake_case keys out, camelCase
// keys back, cookies as credentials, and every answer parsed with the contract's valibot schema.
import ky, { HTTPError } from 'ky';
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

const http = ky.create({
  credentials: 'include',
  retry: 0,
  timeout: 20_000,
  headers: { Accept: 'application/json' },
});

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Options = { json?: unknown; searchParams?: Record<string, string | number | boolean | undefined> };

export type ApiResult<T> = { data: T; headers: Headers };

export async function apiCall<S extends v.GenericSchema>(
  method: Method,
  resource: string,
  schema: S,
  options: Options = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  const searchParams = options.searchParams
    ? Object.fromEntries(
        Object.entries(toWire(options.searchParams) as Record<string, unknown>)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => [key, String(value)]),
      )
    : undefined;
  let response: Response;
  try {
    response = await http(`${config.apiOrigin}${apiPath(resource)}`, {
      method,
      // State-changing calls always carry a JSON body so the server's CSRF check can insist on it.
      json: options.json !== undefined ? toWire(options.json) : method === 'get' ? undefined : {},
      searchParams,
    });
  } catch (error) {
    if (error instanceof HTTPError) throw await toFailure(error.response);
    throw error; // no status: offline or aborted; callers decide (the spec rethrows these)
  }
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
