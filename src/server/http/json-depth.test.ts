import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays alike', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 2)).toBe(true);
    expect(nestsDeeperThan('1', 0)).toBe(false);
  });

  it('measures depth, not the number of brackets', () => {
    expect(nestsDeeperThan(`[${Array(1000).fill('[]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'say \\"[[[[\\"' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [[]]]), 2)).toBe(true);
  });

  it('handles a body nested far deeper than any stack could walk', () => {
    expect(nestsDeeperThan(nested(1_000_000), 32)).toBe(true);
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
  });
});
