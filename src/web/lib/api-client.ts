// The one way the client talks to the API: `api` / `apiCall` send through the transport (http.ts:
// ky, '.json' paths, cookies, wire keys, retries) and parse every answer with the contract's
// valibot schema. The transport is imported with the first call, or ahead of it by preloadHttp.
import * as v from 'valibot';
import { lazyModule } from './lazy-module.ts';

export { ApiFailure, isApiFailure } from './api-failure.ts';

type Http = typeof import('./http.ts');
type Method = import('./http.ts').Method;
type Options = import('./http.ts').RequestOptions;

const http = lazyModule<Http>(() => import('./http.ts'));

/** Starts loading the transport before the first call needs it (signed-in start, a form in use). */
export function preloadHttp(): void {
  void http.load().catch(() => {});
}

export type ApiResult<T> = { data: T; headers: Headers };

export async function apiCall<S extends v.GenericSchema>(
  method: Method,
  resource: string,
  schema: S,
  options: Options = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  const { send, parseWire } = http.current() ?? (await http.load());
  const response = await send(method, resource, options);
  const body = parseWire(await response.text());
  return { data: v.parse(schema, body), headers: response.headers };
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
