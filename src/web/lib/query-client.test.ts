import { describe, expect, it } from 'vitest';
import { ApiFailure } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

const failure = (status: number) => new ApiFailure(status, undefined, undefined, new Headers());

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 422, 429]) expect(shouldRetry(0, failure(status))).toBe(false);
  });

  it('retries server failures and network errors twice', () => {
    expect(shouldRetry(0, failure(503))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
