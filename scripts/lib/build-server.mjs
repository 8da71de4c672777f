// The API server bundled for node without TypeScript, tsx or any devDependency: the production
// build (scripts/build-server.mjs into dist/server) and the API suite's server processes (its own
// folder under .tmp) are the same bundle. Packages stay imports from node_modules; each one the
// bundle imports must be a dependency (checked). Files the server reads at run time are copied
// beside the bundle, where its code finds them (import.meta.url is then main.js's).
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { missingDependencies } from './bundle-imports.mjs';
import { root } from './ensure-build.mjs';

/** The server, and the commands that must run where only the production install is (package.json). */
const SERVER_ENTRIES = ['main', 'remove-demo', 'backup-data-dir', 'restore-data-dir'];

/** [from the repository, to under the bundle's folder]: db/client.ts reads './migrations'. */
const RUNTIME_FILES = [['src/server/db/migrations', 'migrations']];

/**
 * Bundles the server into `outDir` (emptied first). Answers each entry's file and size, or throws
 * when the bundle imports a package a production install would lack.
 */
export async function buildServer(outDir) {
  await rm(outDir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES.map((name) => `src/server/${name}.ts`),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const missing = missingDependencies(metafile, manifest);
  if (missing.length > 0) {
    await rm(outDir, { recursive: true, force: true });
    throw new Error(
      `The server imports ${missing.join(', ')}, missing from package.json's "dependencies": ` +
        'a production install (npm install --omit=dev) would not have it. Move it there.',
    );
  }
  for (const [from, to] of RUNTIME_FILES) await cp(path.join(root, from), path.join(outDir, to), { recursive: true });
  return SERVER_ENTRIES.map((name) => {
    const file = path.relative(root, path.join(outDir, `${name}.js`));
    return { file, bytes: metafile.outputs[file]?.bytes ?? 0 };
  });
}
