// Property-based bad input in the URL, derived from the contract's endpoint table: every path
// parameter replaced by hostile text (fractions, out-of-range and huge ids, signs, encodings, other
// scripts' digits), and every query string generated from the endpoint's query schema with hostile
// values (plus repeated and unknown keys). Sent as the lead; never a 5xx, a refusal changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Endpoint, ENDPOINTS, pathParams } from '../../src/shared/contract/endpoints.ts';
import { snakeCase } from '../../src/shared/wire.ts';
import { hostileString, hostileValue } from './generated/arbitraries.ts';
import { fuzzRuns, fuzzSeed, probe } from './generated/probe.ts';
import { generatedSuite } from './generated/suite-setup.ts';

const suite = generatedSuite();

const year = 2026;
const withParams = ENDPOINTS.filter((endpoint) => pathParams(endpoint.path).length > 0);
const withQueries = ENDPOINTS.filter((endpoint) => endpoint.method === 'GET');

const hostileParam = fc.oneof(
  hostileString.map((s) => s.slice(0, 400)),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom('0', '00001', '2147483647', '2147483648', '9007199254740993', '1.0', '1,5', '+1', '%2e%2e', '..'),
);

function queryArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  const schema = endpoint.query?.(year);
  const generated = schema ? hostileValue(schema) : fc.constant({});
  const extra = fc.array(fc.tuple(fc.constantFrom('page', 'per_page', 'enquiry_id', 'booking_id', 'x'), hostileParam), {
    maxLength: 3,
  });
  return fc.tuple(generated, extra).map(([value, pairs]) => {
    const query = new URLSearchParams();
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) query.append(snakeCase(key), String(inner).slice(0, 2_000));
    for (const [key, inner] of pairs) query.append(key, inner);
    return query.toString();
  });
}

// Input handling does not depend on the engine: run once, in the PGlite API step (CI time).
describe.skipIf(process.env.TEST_DATABASE_URL)('generated bad path parameters', () => {
  for (const endpoint of withParams) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const names = pathParams(endpoint.path);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), hostileParam, async (name, value) => {
          const path = await suite.world.resolvePath(endpoint, (param) => (param === name ? value : undefined));
          const body = endpoint.method === 'GET' ? undefined : '{}';
          const failure = await probe(await suite.world.clientOf('lead'), suite.fingerprint, {
            method: endpoint.method,
            path,
            body,
          });
          expect(failure).toBeNull();
        }),
        { numRuns: fuzzRuns(25), seed: fuzzSeed(), endOnFailure: true },
      );
    });
  }
});

// Input handling does not depend on the engine: run once, in the PGlite API step (CI time).
describe.skipIf(process.env.TEST_DATABASE_URL)('generated bad query strings', () => {
  for (const endpoint of withQueries) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(queryArbitrary(endpoint), async (query) => {
          const path = await suite.world.resolvePath(endpoint);
          const failure = await probe(await suite.world.clientOf('lead'), suite.fingerprint, {
            method: 'GET',
            path,
            query,
          });
          expect(failure).toBeNull();
        }),
        { numRuns: fuzzRuns(25), seed: fuzzSeed(), endOnFailure: true },
      );
    });
  }
});
