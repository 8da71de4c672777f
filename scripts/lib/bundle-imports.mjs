// What a bundle made with its packages left external (scripts/build-server.mjs) needs installed:
// each package it imports must be a dependency, or `npm install --omit=dev` leaves it out.
import { builtinModules } from 'node:module';

/** `pino/file` → `pino`, `@hono/node-server/serve-static` → `@hono/node-server`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const isBuiltin = (specifier) => specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

/**
 * The packages esbuild's metafile shows imported that a production install would lack. An import
 * made only at run time (dynamic) may name a devDependency: code loads those only outside production.
 */
export function missingDependencies(metafile, manifest) {
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  const devDependencies = new Set(Object.keys(manifest.devDependencies ?? {}));
  const missing = new Set();
  for (const input of Object.values(metafile.inputs)) {
    for (const { path: specifier, kind, external } of input.imports) {
      if (!external || isBuiltin(specifier)) continue;
      const name = packageOf(specifier);
      if (dependencies.has(name) || (kind === 'dynamic-import' && devDependencies.has(name))) continue;
      missing.add(name);
    }
  }
  return [...missing].sort();
}
