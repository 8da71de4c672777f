import { describe, expect, it } from 'vitest';
import { withFreshAnswers } from './copy-patch.ts';

const held = (key: unknown[], data: unknown, dataUpdatedAt: number) => ({
  queryKey: key,
  queryHash: JSON.stringify(key),
  state: { data, dataUpdatedAt, status: 'success', isInvalidated: true },
});

describe('withFreshAnswers (the worker writes fresh answers into the copy on disk)', () => {
  const copy = {
    buster: '2:build',
    timestamp: 100,
    clientState: { queries: [held(['session', 'me'], 'me', 50), held(['reviews', 1], 'old', 60)], mutations: [] },
  };

  it('replaces a held answer and adds a new one, fetched now, leaving the rest', () => {
    const patched = withFreshAnswers(
      copy,
      [
        { queryKey: ['reviews', 1], data: 'new' },
        { queryKey: ['messages', 'thread', 1], data: { messages: [] } },
      ],
      1_000,
    );
    expect(patched.timestamp).toBe(1_000);
    expect(patched.buster).toBe('2:build');
    const [me, review, thread] = patched.clientState.queries;
    expect(me).toEqual(copy.clientState.queries[0]);
    expect(review?.state).toMatchObject({ data: 'new', dataUpdatedAt: 1_000, status: 'success', isInvalidated: false });
    expect(thread).toMatchObject({ queryHash: '["messages","thread",1]', state: { data: { messages: [] } } });
    expect(copy.clientState.queries[1]?.state.data).toBe('old'); // the copy given is not changed
  });
});
