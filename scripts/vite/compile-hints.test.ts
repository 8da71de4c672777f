import type { ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints.ts';

const chunk = (fileName: string, moduleIds: string[], mappings = 'AAAA;AACA'): Rolldown.OutputChunk =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    code: 'export const a = 1;\n',
    map: { mappings },
  }) as unknown as Rolldown.OutputChunk;

/** Runs the plugin's bundle hook the way the bundler does, for a client or an SSR build. */
function runPlugin(bundle: Record<string, Rolldown.OutputChunk>, ssr = false): void {
  const plugin = compileHints();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ build: { ssr } } as ResolvedConfig);
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: Rolldown.OutputBundle) => void };
  hook.handler({}, bundle as unknown as Rolldown.OutputBundle);
}

describe('compile hints', () => {
  it("puts the hint on the first line of the app's chunks and moves their source maps down a line", () => {
    const entry = chunk('assets/index-abc.js', ['/app/node_modules/react-dom/index.js', '/app/src/web/main.tsx']);
    runPlugin({ [entry.fileName]: entry });
    expect(entry.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(entry.code).toBe(`${COMPILE_HINT}\nexport const a = 1;\n`);
    expect(entry.map?.mappings).toBe(';AAAA;AACA');
  });

  it("leaves pdf-lib's chunk to compile lazily", () => {
    const pdf = chunk('assets/build-visa-letter-pdf-abc.js', [
      '/app/node_modules/pdf-lib/cjs/index.js',
      '/app/src/web/features/bookings/visa-letter/build-visa-letter-pdf.ts',
    ]);
    runPlugin({ [pdf.fileName]: pdf });
    expect(pdf.code.startsWith(COMPILE_HINT)).toBe(false);
    expect(pdf.map?.mappings).toBe('AAAA;AACA');
  });

  it('leaves the server-side build alone', () => {
    const ssr = chunk('render-app.js', ['/app/src/web/prerender/render-app.tsx']);
    runPlugin({ [ssr.fileName]: ssr }, true);
    expect(ssr.code.startsWith(COMPILE_HINT)).toBe(false);
  });
});
