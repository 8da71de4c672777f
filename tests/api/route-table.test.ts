// The contract's endpoint table and the server's routes are the same set: a route the server adds
// without listing it in src/shared/contract/endpoints.ts fails here, so the access matrix and the
// bad-input runs, which read that table, can never miss it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/shared/contract/endpoints.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { apiRoutes } from './generated/route-table.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the endpoint table of the contract', () => {
  it('lists every route the server answers, and nothing else', () => {
    const listed = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    expect(listed).toEqual(apiRoutes(t.app));
  });

  it('lists each endpoint once', () => {
    const keys = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
