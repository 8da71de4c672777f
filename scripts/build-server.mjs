// The server's half of `npm run build` (after the web app's, whose build empties dist/): the API
// server bundled into dist/server/main.js, run in production with `node dist/server/main.js`
// without TypeScript, tsx or any devDependency. Packages stay imports from node_modules; each one
// the bundle imports must be a dependency (checked). Files the server reads at run time are copied
// beside the bundle, where its code finds them (import.meta.url is then main.js's).
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { missingDependencies } from './lib/bundle-imports.mjs';
import { root } from './lib/ensure-build.mjs';

const outDir = path.join(root, 'dist', 'server');
/** The server, and the commands that must run where only the production install is (package.json). */
const ENTRIES = ['main', 'remove-demo', 'backup-data-dir', 'restore-data-dir'];

/** [from the repository, to under dist/server]: db/client.ts reads './migrations'. */
const RUNTIME_FILES = [['src/server/db/migrations', 'migrations']];

await rm(outDir, { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: root,
  entryPoints: ENTRIES.map((name) => `src/server/${name}.ts`),
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
  console.error(
    `The server imports ${missing.join(', ')}, missing from package.json's "dependencies": ` +
      'a production install (npm install --omit=dev) would not have it. Move it there.',
  );
  process.exit(1);
}
for (const [from, to] of RUNTIME_FILES) await cp(path.join(root, from), path.join(outDir, to), { recursive: true });

for (const name of ENTRIES) {
  const file = path.relative(root, path.join(outDir, `${name}.js`));
  console.log(`built ${file} (${Math.round((metafile.outputs[file]?.bytes ?? 0) / 1024)} kB)`);
}
