import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * V8's compile hint for a whole script: compile every function at once, while the file is
 * streamed in (off the main thread where the browser streams it), instead of each function on the
 * main thread the first time it is called. A start calls most of the app's functions within its
 * first second, and without the hint their lazy compiles were spread over every task of it (the
 * router's creation, each hydration slice, ky's first request); with it, the page's main thread
 * does less after its first paint (docs/decisions/v8-compile-hints.md). It must be the file's
 * first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** pdf-lib's chunk is loaded for one tap (the visa letter) and then uses little of its code. */
const ON_DEMAND_PACKAGES = ['/node_modules/pdf-lib/', '/node_modules/@pdf-lib/'];

export function wantsCompileHint(chunk: Pick<OutputChunk, 'moduleIds'>): boolean {
  return !chunk.moduleIds.some((id) => ON_DEMAND_PACKAGES.some((pkg) => id.includes(pkg)));
}

export function withCompileHint(chunk: OutputChunk): void {
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  // One line more at the top: the source map's lines move down by one.
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
}

/** Puts the hint on the browser build's chunks, last, after every other plugin wrote its code. */
export function compileHints(): Plugin {
  let skip = false;
  return {
    name: 'gangway:compile-hints',
    apply: 'build',
    configResolved(config) {
      skip = Boolean(config.build.ssr);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (skip) return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && wantsCompileHint(file)) withCompileHint(file);
        }
      },
    },
  };
}
