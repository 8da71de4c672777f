// A package the bundled server imports must be installed by `npm install --omit=dev`.
import { describe, expect, it } from 'vitest';
import { missingDependencies } from './bundle-imports.mjs';

const manifest = {
  dependencies: { hono: '^4', '@hono/node-server': '^2', pino: '^10' },
  devDependencies: { tsx: '^4', 'pino-pretty': '^13' },
};

const bundleImporting = (...imports) => ({ inputs: { 'src/server/main.ts': { imports } } });

describe('missingDependencies', () => {
  it('accepts dependencies, their subpaths and node built-ins', () => {
    const metafile = bundleImporting(
      { path: 'hono', kind: 'import-statement', external: true },
      { path: 'hono/cookie', kind: 'import-statement', external: true },
      { path: '@hono/node-server/serve-static', kind: 'import-statement', external: true },
      { path: 'node:fs/promises', kind: 'import-statement', external: true },
      { path: 'crypto', kind: 'import-statement', external: true },
      { path: 'src/server/app.ts', kind: 'import-statement' },
    );
    expect(missingDependencies(metafile, manifest)).toEqual([]);
  });

  it('names a devDependency or an undeclared package imported statically', () => {
    const metafile = bundleImporting(
      { path: 'tsx/esm/api', kind: 'import-statement', external: true },
      { path: '@scope/unlisted/sub', kind: 'import-statement', external: true },
    );
    expect(missingDependencies(metafile, manifest)).toEqual(['@scope/unlisted', 'tsx']);
  });

  it('lets a dynamic import name a devDependency, not an undeclared package', () => {
    const metafile = bundleImporting(
      { path: 'pino-pretty', kind: 'dynamic-import', external: true },
      { path: 'left-pad', kind: 'dynamic-import', external: true },
    );
    expect(missingDependencies(metafile, manifest)).toEqual(['left-pad']);
  });
});
