// Fails the test that received an answer its endpoint's description does not allow (answer-check.ts),
// whether the test looked at that answer or not; one received in a file's beforeAll fails its first test.
import { afterAll, afterEach } from 'vitest';
import { answerMismatches } from './answer-check.ts';

function failOnMismatches() {
  if (answerMismatches.length === 0) return;
  const found = answerMismatches.splice(0);
  throw new Error(`Answers the OpenAPI document does not allow:\n${found.join('\n')}`);
}

afterEach(failOnMismatches);
afterAll(failOnMismatches);
