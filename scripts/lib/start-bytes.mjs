// The JavaScript a page's start loads, read from the build: the start script, the entry it names,
// the files the page names for its start, and every file those import statically. Bytes are gzip
// level 9 of each file, so the figure depends on the build alone, never on the host.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/** `/assets/x.js` and everything it imports statically, as paths under the build's root. */
function withStaticImports(webRoot, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(path.join(webRoot, file), 'utf8');
    for (const [, specifier] of text.matchAll(STATIC_IMPORT)) {
      queue.push(path.posix.join(path.posix.dirname(file), specifier));
    }
  }
  return [...seen].sort();
}

const gzipBytes = (webRoot, file) => gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;

/** The start script's tag in a page sent as HTML: its entry and the files it preloads. */
export function startScriptOf(html) {
  const tag = html.match(/<script[^>]*src="(\/start-after-paint\.js)"[^>]*>/);
  if (!tag) throw new Error('the page has no start-after-paint.js script');
  const attribute = (name) => tag[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];
  const entry = attribute('data-entry');
  if (!entry) throw new Error('the start script names no entry');
  const preload = (attribute('data-preload') ?? '').split(/[\s,]+/).filter(Boolean);
  return { script: tag[1], entry, preload };
}

/** Files and gzip bytes of JavaScript a start loads, given the start script's names. */
export function startBytes(webRoot, { script, entry, preload }) {
  const files = [script, ...withStaticImports(webRoot, [entry, ...preload])];
  return { files, gzipBytes: files.reduce((sum, file) => sum + gzipBytes(webRoot, file), 0) };
}

/** JavaScript the sign-in page's start loads, gzip. */
export const SIGN_IN_JS_BUDGET = 125_000;
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
