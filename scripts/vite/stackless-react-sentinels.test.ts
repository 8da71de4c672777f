import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SENTINELS, withStacklessSentinels } from './stackless-react-sentinels.ts';

const require = createRequire(import.meta.url);
const reactDomPackage = path.dirname(require.resolve('react-dom/package.json'));
const reactDomClient = readFileSync(path.join(reactDomPackage, 'cjs/react-dom-client.production.js'), 'utf8');

describe('react-dom client sentinels made without a stack', () => {
  const rewritten = withStacklessSentinels(reactDomClient);

  it('rewrites each of the installed React’s five sentinels, and nothing else', () => {
    for (const name of SENTINELS) {
      expect(reactDomClient).toMatch(new RegExp(`\\b${name} = Error\\(formatProdErrorMessage\\(\\d+\\)\\)`));
      expect(rewritten).toMatch(new RegExp(`\\b${name} = gangwayStacklessError\\(formatProdErrorMessage\\(\\d+\\)\\)`));
    }
    expect(rewritten).not.toMatch(/\w+Exception = Error\(/);
    // Only the sentinels' lines changed: an error React makes for a real failure keeps its stack.
    const before = reactDomClient.split('\n');
    const after = rewritten.split('\n');
    const changed = before.flatMap((line, index) => (line === after[index] ? [] : [line]));
    expect(changed).toHaveLength(SENTINELS.length); // one line each
    expect(rewritten.match(/= Error\(/g)?.length).toBe((reactDomClient.match(/= Error\(/g)?.length ?? 0) - 5);
  });

  it('makes errors that are the same to React: instanceof Error, message, name, but no stack', () => {
    const declaration = rewritten.slice(rewritten.lastIndexOf('\nfunction gangwayStacklessError'));
    const make = new Function(`${declaration}; return gangwayStacklessError;`)() as (message: string) => Error;
    const sentinel = make('Suspense Exception: This is not a real error!');
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Suspense Exception: This is not a real error!');
    expect(sentinel.name).toBe('Error');
    expect(String(sentinel)).toBe('Error: Suspense Exception: This is not a real error!');
    expect(sentinel.stack).toBeUndefined();
    expect(Object.keys(sentinel)).toEqual([]);
    expect(make('one')).not.toBe(make('one'));
  });

  it('the module still evaluates, with React’s own exports', () => {
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', 'require', rewritten)(module, module.exports, require);
    expect(typeof module.exports.createRoot).toBe('function');
    expect(typeof module.exports.hydrateRoot).toBe('function');
  });

  it('fails the build when React no longer makes a sentinel this way', () => {
    const withoutOne = reactDomClient.replace(/SuspenseException = Error\(/, 'SuspenseException = new Error(');
    expect(() => withStacklessSentinels(withoutOne)).toThrow(/SuspenseException/);
  });
});
