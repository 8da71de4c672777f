import { describe, expect, it } from 'vitest';
import { mayPersistQuery } from './persist-policy.ts';

const query = (queryKey: unknown[], status: 'success' | 'error' | 'pending' = 'success') => ({
  queryKey,
  state: { status },
});

describe('mayPersistQuery', () => {
  it('persists successful answers', () => {
    expect(mayPersistQuery(query(['session', 'me']))).toBe(true);
    expect(mayPersistQuery(query(['bookings', 'detail', 40001]))).toBe(true);
  });

  it('never persists payment-sensitive answers', () => {
    expect(mayPersistQuery(query(['payments', 40001]))).toBe(false);
    expect(mayPersistQuery(query(['credit-cards']))).toBe(false);
  });

  it('does not persist failed or pending queries', () => {
    expect(mayPersistQuery(query(['session', 'me'], 'error'))).toBe(false);
    expect(mayPersistQuery(query(['session', 'me'], 'pending'))).toBe(false);
  });
});
