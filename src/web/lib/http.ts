// The API's transport: one ky instance that prefixes the API base, sends
// cookies, converts keys (snake_case out, camelCase back) and retries what is safe to retry.
// api-client.ts loads this module with the first call (or earlier, see preloadHttp there): the
// sign-in page paints, and a visitor's page makes no call, without loading ky.
//
// Retries, for a ship's connection that drops and comes back: GETs on a network failure or a
// 408/429/502/503/504, twice, with backoff or after the server's Retry-After. Writes are not
// retried (a resent invitation must not go out twice), except a POST that carries an
// Idempotency-Key (a card payment): ky re-sends the same request, so the same key, which the
// server answers without charging twice. Timeouts are never retried.
import ky, { HTTPError, type KyInstance } from 'ky';
import { API_BASE, IDEMPOTENCY_HEADER } from '../../shared/contract/api.ts';
import type { FieldErrors } from '../../shared/domain/forms/validate.ts';
import { fromWire, toWire } from '../../shared/wire.ts';
import { ApiFailure } from './api-failure.ts';
import { config } from './config.ts';

const TIMEOUT_MS = 20_000;
const RETRY_STATUSES = [408, 429, 502, 503, 504];
const MAX_RETRY_AFTER_S = 10;

export const parseWire = (text: string): unknown => (text ? fromWire(JSON.parse(text)) : null);

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type RequestOptions = {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
  /** Extra request headers, e.g. the payment's Idempotency-Key. */
  headers?: Record<string, string>;
  /** A multipart body instead of JSON (the avatar upload); the browser sets its Content-Type. */
  form?: FormData;
};

/** The client's ky instance; `fetch` and `origin` are for tests, which run outside a browser. */
export function createHttp(fetchImpl?: typeof fetch, origin = globalThis.location?.origin): KyInstance {
  return ky.create({
    prefixUrl: new URL(`${config.apiOrigin}${API_BASE}/`, origin).href,
    credentials: 'include',
    timeout: TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    retry: {
      limit: 2,
      // POST only with an Idempotency-Key: send() turns retries off for every other POST.
      methods: ['get', 'post'],
      statusCodes: RETRY_STATUSES,
      afterStatusCodes: [429, 503],
      maxRetryAfter: MAX_RETRY_AFTER_S * 1000,
      backoffLimit: 5_000,
      // A longer Retry-After (a rate limit's 15 minutes) is an answer to show, not to wait out.
      shouldRetry: ({ error }) =>
        error instanceof HTTPError && Number(error.response.headers.get('Retry-After')) > MAX_RETRY_AFTER_S
          ? false
          : undefined, // ky's own rules: the status list, Retry-After, never after a timeout
    },
    stringifyJson: (data) => JSON.stringify(toWire(data)),
    parseJson: parseWire,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}

let shared: KyInstance | undefined;

/** Swaps the instance (unit tests drive the client with a fake fetch); undefined: the default. */
export function setHttp(instance: KyInstance | undefined): void {
  shared = instance;
}

/**
 * One call: `resource` without base or '.json'. Resolves with the answer (status 2xx); rejects
 * with ApiFailure for an error answer, or with ky's / fetch's error when there was none (offline,
 * aborted, timed out), which callers tell apart.
 */
export async function send(method: Method, resource: string, options: RequestOptions): Promise<Response> {
  shared ??= createHttp();
  const retried = method === 'get' || Boolean(options.headers?.[IDEMPOTENCY_HEADER]);
  // State-changing calls always carry a JSON body so the server's CSRF check can insist on it.
  const json = options.form ? undefined : (options.json ?? (method === 'get' ? undefined : {}));
  try {
    // Only the options a call has: ky reads a key given as undefined as "remove the default".
    return await shared(`${resource.replace(/^\//, '')}.json`, {
      method,
      ...(json !== undefined && { json }),
      ...(options.form && { body: options.form }),
      ...(options.headers && { headers: options.headers }),
      ...(options.searchParams && { searchParams: toWire(options.searchParams) as Record<string, string> }),
      ...(!retried && { retry: 0 }),
    });
  } catch (error) {
    if (error instanceof HTTPError) throw await toFailure(error.response);
    throw error;
  }
}

async function toFailure(response: Response): Promise<ApiFailure> {
  let body: { error?: string; errors?: FieldErrors } = {};
  try {
    body = (parseWire(await response.text()) ?? {}) as typeof body;
  } catch {
    // not JSON: keep the status only
  }
  return new ApiFailure(response.status, body.error, body.errors, response.headers);
}
