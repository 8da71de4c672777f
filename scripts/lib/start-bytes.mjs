// The JavaScript a page's start loads, read from the build: the start script, the entry it names,
// the files that carry the page's own modules, and every file those import statically (the build's
// Vite manifest, dist/.vite/manifest.json). Bytes are gzip level 9 of each file, so the figure
// depends on the build alone, never on the host.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const readManifest = (webRoot) => JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'));

/**
 * The files that carry `modules` and every file those import statically, as paths under the build's
 * root. A module is a source path the manifest keys (an entry, a lazy import), or the name of a chunk
 * the build groups modules into (vite.config.ts: codeSplitting).
 */
function moduleFiles(webRoot, modules) {
  const manifest = readManifest(webRoot);
  const seen = new Set();
  const queue = modules.map((module) => {
    const chunk = manifest[module] ?? Object.values(manifest).find((candidate) => candidate.name === module);
    if (!chunk) throw new Error(`start-bytes: ${module} is in no file of the build`);
    return chunk;
  });
  while (queue.length > 0) {
    const chunk = queue.pop();
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    queue.push(...(chunk.imports ?? []).map((key) => manifest[key]));
  }
  return [...seen].sort().map((file) => `/${file}`);
}

const gzipBytes = (webRoot, file) => gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;

/** The start script's tag in a page sent as HTML, and the entry it names. */
export function startScriptOf(html) {
  const tag = html.match(/<script[^>]*src="(\/start-after-paint\.js)"[^>]*>/);
  if (!tag) throw new Error('the page has no start-after-paint.js script');
  const entry = tag[0].match(/data-entry="([^"]*)"/)?.[1];
  if (!entry) throw new Error('the start script names no entry');
  return { script: tag[1], entry };
}

/** Files and gzip bytes of JavaScript a start loads: the start script, and the entry with `modules` and their imports. */
export function startBytes(webRoot, { script, entry }, modules) {
  const entryModule = Object.entries(readManifest(webRoot)).find(([, chunk]) => `/${chunk.file}` === entry)?.[0];
  if (!entryModule) throw new Error(`start-bytes: the entry ${entry} is not in the build's manifest`);
  const files = [script, ...moduleFiles(webRoot, [entryModule, ...modules])];
  return { files, gzipBytes: files.reduce((sum, file) => sum + gzipBytes(webRoot, file), 0) };
}

/** JavaScript the sign-in page's start loads, gzip. */
export const SIGN_IN_JS_BUDGET = 130_000;
/** JavaScript a signed-in start (the dashboard or a booking, sent as HTML) loads, gzip. */
export const SIGNED_IN_START_JS_BUDGET = 190_000;
/** The app's stylesheets, gzip. */
export const CSS_BUDGET = 15_000;

/** Gzip bytes of every stylesheet in the build. */
export function stylesheetBytes(webRoot) {
  return readdirSync(path.join(webRoot, 'assets'))
    .filter((name) => name.endsWith('.css'))
    .reduce((sum, name) => sum + gzipBytes(webRoot, `/assets/${name}`), 0);
}
