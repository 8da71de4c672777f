// One generated request and the rules every answer to bad input must keep: never a 5xx; a refusal
// changes nothing in the database; a 422's error map is snake_case on the wire like every other key.
import { apiPath } from '../../../src/shared/contract/api.ts';
import type { HttpMethod } from '../../../src/shared/contract/endpoints.ts';
import type { TestClient } from '../harness.ts';
import { changedTables, type Fingerprint } from './db-fingerprint.ts';

export type ProbeRequest = {
  method: HttpMethod;
  /** The resolved path under the API base, without '.json' (apiPath adds it). */
  path: string;
  /** Raw query string, without '?'. */
  query?: string;
  /** Raw body text, sent as application/json. */
  body?: string;
  headers?: Record<string, string>;
};

const SNAKE_KEY = /^[a-z0-9]+(_[a-z0-9]+)*$/;

function errorKeys(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as { errors?: Record<string, unknown> };
    return parsed.errors && typeof parsed.errors === 'object' ? Object.keys(parsed.errors) : [];
  } catch {
    return [];
  }
}

/** Sends the request; answers what went wrong, or null when every rule held. */
export async function probe(
  client: TestClient,
  fingerprint: () => Promise<Fingerprint>,
  request: ProbeRequest,
): Promise<string | null> {
  const url = `http://localhost${apiPath(request.path)}${request.query ? `?${request.query}` : ''}`;
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const before = await fingerprint();
  const res = await client.request(request.method, '', { url, raw: true, body: request.body, headers });
  const shown = `${request.method} ${url} body ${(request.body ?? '').slice(0, 200)} -> ${res.status} ${res.text.slice(0, 200)}`;
  if (res.status >= 500) return `5xx: ${shown}`;
  if (res.status >= 400) {
    const changed = changedTables(before, await fingerprint());
    if (changed.length > 0) return `refused but changed ${changed.join(', ')}: ${shown}`;
  }
  if (res.status === 422) {
    const camel = errorKeys(res.text).filter((key) => !SNAKE_KEY.test(key));
    if (camel.length > 0) return `422 error keys not snake_case (${camel.join(', ')}): ${shown}`;
  }
  return null;
}

/** Runs per endpoint: FUZZ_RUNS for the long mode, a few thousand requests in all by default. */
export function fuzzRuns(defaultRuns: number): number {
  const configured = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(configured) && configured > 0 ? configured : defaultRuns;
}

/** A fixed seed keeps `npm test` reproducible; FUZZ_SEED (or FUZZ_RUNS' long mode) explores others. */
export function fuzzSeed(): number | undefined {
  if (process.env.FUZZ_SEED) return Number(process.env.FUZZ_SEED);
  return process.env.FUZZ_RUNS ? undefined : 20_261_123;
}
