import { describe, expect, it } from 'vitest';
import { markFirstRenderCommitted, whenFirstRenderCommitted } from './first-render.ts';

describe('whenFirstRenderCommitted', () => {
  it('waits until main.tsx says the first render is committed', async () => {
    let settled = false;
    const waiting = whenFirstRenderCommitted().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    markFirstRenderCommitted();
    await waiting;
    expect(settled).toBe(true);
  });
});
