// Builds the PWA into dist/ when it is missing or older than any of its sources, so `npm start`
// and the e2e server never serve a stale app and never rebuild for nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const sources = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite', // the build's own plugins (the manifest's and the head tags', the compile hints)
  'scripts/assets/apple-splash-links.json',
  'scripts/lib/prerender.mjs', // writes the prerendered visitor pages into the build
  'manifest.webmanifest',
  'package.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows only as a newer directory
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why the build in outDir must be redone, or undefined when it is up to date. */
export function staleReason(outDir = 'dist') {
  const built = path.join(root, outDir, 'index.html');
  if (!existsSync(built)) return `${outDir}/index.html is missing`;
  const builtAt = statSync(built).mtimeMs;
  const changed = sources.find((source) => newestMtime(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** outDir is relative to the repository root (the e2e suite on a non-default port has its own). */
export function ensureBuild(outDir = 'dist') {
  const reason = staleReason(outDir);
  if (!reason) return;
  console.log(`Building the web app into ${outDir} (${reason})...`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
