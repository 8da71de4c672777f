// React's client makes five Error objects when it is evaluated, as sentinels (SuspenseException and
// its kin): thrown and recognised by identity, never shown to anyone. Error() captures a stack trace,
// and while a DevTools client is attached (Lighthouse, PageSpeed Insights, a test browser) V8 then
// re-parses every function on that stack to find its source positions: react-dom's whole module
// function and the entry's top level. That was 15 of the entry's 25 ms of evaluation at 1x, the
// longest task of every page's start (about 110 ms of a 7.3x Lighthouse run). A phone without
// DevTools never pays it, but the figures the operator is judged by do. Made without a stack, the
// sentinels are the same to React: the same identity, instanceof Error, message and name.
import type { Plugin } from 'vite';

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
export const SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;
const SENTINEL = /\b(\w+Exception) = Error\((formatProdErrorMessage\(\d+\))\)/g;
const MAKE = 'gangwayStacklessError';
// A function declaration: hoisted above the sentinels wherever it is appended.
const MAKE_DECLARATION = `\nfunction ${MAKE}(message) { return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }); }\n`;

/** react-dom's client module with its sentinels made without a stack; fails if React changed them. */
export function withStacklessSentinels(code: string): string {
  const found = new Set<string>();
  const rewritten = code.replace(SENTINEL, (whole, name: string, message: string) => {
    if (!(SENTINELS as readonly string[]).includes(name)) return whole;
    found.add(name);
    return `${name} = ${MAKE}(${message})`;
  });
  const missing = SENTINELS.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(
      `react-dom's client no longer makes ${missing.join(', ')} as expected: review scripts/vite/stackless-react-sentinels.ts for this React version.`,
    );
  }
  return rewritten + MAKE_DECLARATION;
}

export function stacklessReactSentinels(): Plugin {
  return {
    name: 'gangway:stackless-react-sentinels',
    apply: 'build',
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      // Lines are kept, so the file's positions (and any source map's) stay true.
      handler: (code) => ({ code: withStacklessSentinels(code), map: null }),
    },
  };
}
