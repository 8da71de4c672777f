// The access matrix, generated from the contract's endpoint table: every path x every method x
// signed out, stranger, cancelled passenger, fellow passenger and lead, each asking for the lead's
// records. Nothing here is written per route: a route listed in src/shared/contract/endpoints.ts is
// in the matrix.
// - never a 5xx;
// - signed out: 401 wherever a session is needed, and nothing changes;
// - stranger: 404 for the lead's booking and records (not 403: that would say they exist), nothing
//   changes, no answer carries a lead-only marker, and no signed-in answer names the booking's trip;
// - cancelled passenger (their place on the booking cancelled by the operator): exactly a stranger;
// - fellow passenger: reads the booking, is refused every lead-only action, nothing changes, and of
//   the other passengers receives only the fields on the contract's lists (field-visibility.ts),
//   never a lead-only marker or another passenger's private details;
// - a feed token: the token alone opens its calendar, for every role alike (signed out too);
// - lead: reads everything listed (the ids resolve, so the refusals above mean something), and a
//   success answers the status the table gives (the OpenAPI document says it);
// - a method the path does not have: 404, nothing changes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../src/shared/contract/api.ts';
import { type Endpoint, ENDPOINTS, HTTP_METHODS, type HttpMethod } from '../../src/shared/contract/endpoints.ts';
import type { TestResponse } from './harness.ts';
import { validValue, toWireText } from './generated/arbitraries.ts';
import { changedTables } from './generated/db-fingerprint.ts';
import { passengerFieldLeaks } from './generated/field-visibility.ts';
import { generatedSuite } from './generated/suite-setup.ts';
import { ROLES, type Role } from './generated/world.ts';

const suite = generatedSuite();
const year = 2026;

const paths = [...new Set(ENDPOINTS.map((endpoint) => endpoint.path))];
const endpointAt = (method: HttpMethod, path: string) =>
  ENDPOINTS.find((endpoint) => endpoint.method === method && endpoint.path === path);

/** A body the contract accepts, the same for every role, so a refusal is about who asks. */
function sampleBody(endpoint: Endpoint): string | undefined {
  if (!endpoint.body) return undefined;
  const [value] = fc.sample(validValue(endpoint.body(year), { year, hints: suite.world.fieldHints() }), {
    numRuns: 1,
    seed: 7,
  });
  return toWireText(value);
}

function sampleHeaders(endpoint: Endpoint | undefined): Record<string, string> {
  if (!endpoint?.headers) return {};
  const entries = Object.entries(endpoint.headers).map(([name, schema]) => [
    name,
    String(fc.sample(validValue(schema), { numRuns: 1, seed: 7 })[0]),
  ]);
  return Object.fromEntries(entries);
}

/** The request, ready to send: resolving a path may create records (a fresh invitation link). */
async function prepare(role: Role, method: HttpMethod, path: string): Promise<() => Promise<TestResponse>> {
  const endpoint = endpointAt(method, path);
  const client = await suite.world.clientOf(role);
  const resolved = await suite.world.resolvePath(endpoint ?? { method, path, access: 'customer', answer: 'never' });
  const queryKeys = Object.keys((endpoint?.query?.(year) as { entries?: object } | undefined)?.entries ?? {});
  const query = new URLSearchParams();
  for (const key of queryKeys) {
    const value = suite.world.queryValue(key);
    if (value !== undefined)
      query.set(
        key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        value,
      );
  }
  const url = `http://localhost${apiPath(resolved)}${query.size > 0 ? `?${query}` : ''}`;
  const body = method === 'GET' ? undefined : ((endpoint && sampleBody(endpoint)) ?? '{}');
  const headers = { ...sampleHeaders(endpoint), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) };
  return () => client.request(method, '', { url, raw: true, body, headers });
}

const leadOnlyMarkers = () => [
  suite.world.markers.leadEmail,
  suite.world.markers.cardAlias,
  suite.world.markers.notice,
  suite.world.markers.passengerEmail,
  suite.world.markers.nationality,
];

/** Roles the lead's booking is not open to: a stranger, and a traveller whose place was cancelled. */
const outsider = (role: Role) => role === 'stranger' || role === 'cancelled';

type Expectation = { statuses?: number[]; notStatuses?: number[]; unchanged?: boolean };

function expectation(role: Role, endpoint: Endpoint | undefined, method: HttpMethod): Expectation {
  // Signed out, the path's sign-in guard may answer before the router finds no such method.
  if (!endpoint) return { statuses: role === 'signed-out' ? [401, 404, 405] : [404, 405], unchanged: true };
  const { access } = endpoint;
  // The token is the credential (the lead's own feed here): the same answer whoever asks, cookie or not.
  if (access === 'feed-token') return { statuses: [endpoint.success ?? 200] };
  if (role === 'signed-out') {
    if (access === 'visitor') return { unchanged: false };
    if (access === 'signed') return { statuses: [400, 401, 403], unchanged: true };
    return { statuses: [401], unchanged: true };
  }
  if (access === 'signed') return { statuses: [400, 401, 403], unchanged: true };
  const namesLeadRecord = /:/.test(endpoint.path) && !endpoint.path.includes(':token') && access !== 'visitor';
  if (outsider(role) && namesLeadRecord) return { statuses: [404], unchanged: true };
  if (role === 'fellow') {
    if (access === 'booking-lead') return { statuses: [403, 404, 422], unchanged: true };
    if (access === 'customer' && namesLeadRecord) return { statuses: [404], unchanged: true };
    if (access === 'booking' && method === 'GET') return { statuses: [200] };
  }
  if (role === 'lead' && method === 'GET' && access !== 'visitor') return { statuses: [200] };
  // The lead's writes reach the route: never 'sign in' or 'not found' for their own records.
  if (role === 'lead' && access !== 'visitor') return { notStatuses: [401, 404], unchanged: false };
  return { unchanged: false };
}

describe('the access matrix (every endpoint x method x role)', () => {
  for (const path of paths) {
    it(path, async () => {
      const failures: string[] = [];
      for (const method of HTTP_METHODS) {
        const endpoint = endpointAt(method, path);
        for (const role of ROLES) {
          const expected = expectation(role, endpoint, method);
          const send = await prepare(role, method, path);
          const before = await suite.fingerprint();
          const res = await send();
          const where = `${role} ${method} ${path} -> ${res.status} ${res.text.slice(0, 120)}`;
          if (res.status >= 500) failures.push(`5xx: ${where}`);
          if (expected.statuses && !expected.statuses.includes(res.status))
            failures.push(`expected ${expected.statuses.join('/')}: ${where}`);
          if (expected.notStatuses?.includes(res.status)) failures.push(`unexpected ${res.status}: ${where}`);
          if (role === 'lead' && endpoint && res.status < 400 && res.status !== (endpoint.success ?? 200))
            failures.push(`the table says ${endpoint.success ?? 200}: ${where}`);
          if (expected.unchanged) {
            const changed = changedTables(before, await suite.fingerprint());
            if (changed.length > 0) failures.push(`changed ${changed.join(', ')}: ${where}`);
          }
          if (role !== 'lead') {
            const leaked = leadOnlyMarkers().filter((marker) => res.text.includes(marker));
            if (leaked.length > 0) failures.push(`leaked ${leaked.join(', ')}: ${where}`);
          }
          if (res.status < 300)
            for (const leak of passengerFieldLeaks(role, res.body, suite.world.fellowPlaceId))
              failures.push(`${leak}: ${where}`);
          const openToAll = endpoint?.access === 'visitor' || endpoint?.access === 'feed-token';
          if (outsider(role) && !openToAll && res.text.includes(suite.world.markers.product))
            failures.push(`named the booking's trip: ${where}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
