// What each generated suite sets up: the app on its own database, the world of people and records,
// and the database fingerprint. Read the fields inside tests (they are filled in beforeAll).
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from '../harness.ts';
import { createFingerprinter, type Fingerprint } from './db-fingerprint.ts';
import { createWorld, type World } from './world.ts';

export type GeneratedSuite = { t: TestContext; world: World; fingerprint: () => Promise<Fingerprint> };

export function generatedSuite(): GeneratedSuite {
  const suite = {} as GeneratedSuite;
  beforeAll(async () => {
    suite.t = await createTestContext();
    suite.world = await createWorld(suite.t);
    suite.fingerprint = await createFingerprinter(suite.t.db);
  });
  afterAll(() => suite.t.close());
  return suite;
}
