// Property-based bad input, derived from the contract's endpoint table and its valibot schemas:
// for every endpoint that reads a body, bodies that are mostly well formed with hostile values at
// random places (and whole bodies that are not the expected JSON at all), sent as the lead, who can
// reach the deepest code. Never a 5xx, a refusal changes nothing, 422 keys are snake_case.
// FUZZ_RUNS=<n> runs n cases per endpoint with fresh seeds (the long mode).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Endpoint, ENDPOINTS } from '../../src/shared/contract/endpoints.ts';
import {
  hostileBodyText,
  hostileString,
  hostileValue,
  oneBadLeaf,
  shortPrinted,
  toWireText,
  validValue,
} from './generated/arbitraries.ts';
import { fuzzRuns, fuzzSeed, probe } from './generated/probe.ts';
import { generatedSuite } from './generated/suite-setup.ts';

const suite = generatedSuite();

const year = 2026;
const withBodies = ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');

/** A header value the Fetch API can carry: printable ASCII, hostile in content only. */
const headerText = hostileString.map((s) => s.replace(/[^\x21-\x7e]/g, '').slice(0, 300));

function headersArbitrary(endpoint: Endpoint): fc.Arbitrary<Record<string, string>> {
  const model = Object.fromEntries(
    Object.entries(endpoint.headers ?? {}).map(([name, schema]) => [
      name,
      fc.oneof({ weight: 3, arbitrary: validValue(schema).map(String) }, headerText),
    ]),
  );
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

function bodyArbitrary(endpoint: Endpoint) {
  const schema = endpoint.body?.(year);
  const oneBad = schema
    ? oneBadLeaf(schema, { year, hints: suite.world.fieldHints() }).map(toWireText)
    : fc.constant('{}');
  const manyBad = schema ? hostileValue(schema).map(toWireText) : fc.constant('{}');
  return shortPrinted<string | undefined>(
    fc.oneof(
      { weight: 4, arbitrary: oneBad },
      { weight: 2, arbitrary: manyBad },
      { weight: 1, arbitrary: hostileBodyText },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  );
}

// Input handling does not depend on the engine: run once, in the PGlite API step (CI time).
describe.skipIf(process.env.TEST_DATABASE_URL)('generated bad bodies', () => {
  for (const endpoint of withBodies) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const path = await suite.world.resolvePath(endpoint);
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(endpoint), headersArbitrary(endpoint), async (body, headers) => {
          const client = await suite.world.clientOf('lead');
          const request = { method: endpoint.method, path, body: body.value, headers };
          const failure = await probe(client, suite.fingerprint, request);
          expect(failure).toBeNull();
        }),
        { numRuns: fuzzRuns(60), seed: fuzzSeed(), endOnFailure: true },
      );
    });
  }
});
