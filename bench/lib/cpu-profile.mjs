// A CPU profile of a page through the DevTools protocol, and a short report of where the main
// thread's time went: by script, and by original source file when the script has a source map
// next to it in dist/assets (a `vite build --sourcemap`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { root } from './server.mjs';

const SAMPLING_INTERVAL_US = 1000;

/** @param {import('@playwright/test').CDPSession} cdp */
export async function startProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
  return { stop: async () => (await cdp.send('Profiler.stop')).profile };
}

const ms = (us) => Math.round(us / 1000);
const top = (totals, n) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, us]) => `${ms(us)} ${key}`);

export function sourceMapOf(maps, file) {
  if (!maps.has(file)) {
    const mapFile = path.join(root, 'dist', 'assets', `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return maps.get(file);
}

/** Package name for node_modules paths, the path under src/ for ours. */
export function sourceKey(source) {
  const packagePath = source.split('node_modules/').pop() ?? source;
  if (packagePath !== source)
    return packagePath
      .split('/')
      .slice(0, packagePath.startsWith('@') ? 2 : 1)
      .join('/');
  return source.replace(/.*?\/src\//, 'src/');
}

/** Writes the profile to .tmp/<name>.cpuprofile and prints its self time by script and by source. */
export async function printProfile(profile, name) {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const file = path.join(root, '.tmp', `${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map();
  const bySource = new Map();
  const maps = new Map();
  profile.samples.forEach((id, i) => {
    const { callFrame } = nodes.get(id);
    const us = profile.timeDeltas[i] ?? 0;
    const script = callFrame.url.split('/').pop() || callFrame.functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + us);
    const map = script.endsWith('.js') ? sourceMapOf(maps, script) : null;
    if (!map) return;
    const { source } = map.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
    if (source) bySource.set(sourceKey(source), (bySource.get(sourceKey(source)) ?? 0) + us);
  });
  console.log(`    profile: ${path.relative(root, file)}; self time, ms:`);
  console.log(`      by script: ${top(byScript, 10).join(' | ')}`);
  if (bySource.size) console.log(`      by source: ${top(bySource, 14).join(' | ')}`);
}
