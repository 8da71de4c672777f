// What server rendering the signed-in pages with their data could buy at most (issue 11's
// decision, README "Paint before the JavaScript"). Each page is opened signed in until its content
// shows; that DOM, stylesheet inline and every script removed, is served as a static page (the
// rest, photos included, from the real server), and Lighthouse measures it like the real page.
// No server render time and no hydration JavaScript are in these figures: they are the ceiling
// of the server-rendered alternative, not what it would score.
//   node bench/ssr-ceiling.mjs     (BENCH_LIGHTHOUSE_RUNS to change the 5)
import http from 'node:http';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { freePort, isMain, signInCookie, startBenchServer } from './lib/server.mjs';
import { median } from './lib/median.mjs';

const PAGES = [
  { name: 'dashboard', path: '/', content: 'main article a[href^="/bookings/"]' },
  { name: 'booking 40003', path: '/bookings/40003', content: 'main h2' },
];

/** The page's DOM once its content is there, as self-contained HTML without JavaScript. */
async function snapshot(browser, origin, cookie, page) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const [name, value] = cookie.split(';')[0].split('=');
  await context.addCookies([{ name, value, url: origin }]);
  const tab = await context.newPage();
  await tab.goto(`${origin}${page.path}`);
  await tab.locator(page.content).first().waitFor({ timeout: 30_000 });
  const html = await tab.evaluate(async () => {
    const css = await Promise.all(
      [...document.querySelectorAll('link[rel="stylesheet"]')].map(async (link) => (await fetch(link.href)).text()),
    );
    for (const node of document.querySelectorAll('script, link[rel="stylesheet"], link[rel="modulepreload"]'))
      node.remove();
    const style = document.createElement('style');
    style.textContent = css.join('\n');
    document.head.append(style);
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await context.close();
  return html;
}

/** Serves the snapshots at their own paths and passes everything else to the real server. */
async function snapshotServer(origin, snapshots) {
  const port = await freePort();
  const server = http.createServer(async (request, response) => {
    const html = snapshots.get(request.url ?? '');
    if (html) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return response.end(html);
    }
    const upstream = await fetch(`${origin}${request.url}`);
    response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'text/plain' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

export async function runSsrCeiling() {
  const count = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const server = await startBenchServer({ name: 'bench-data-ssr-ceiling' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const snapshots = new Map();
  try {
    const cookie = await signInCookie(server.origin);
    for (const page of PAGES)
      snapshots.set(`/snapshot${page.path}`, await snapshot(browser, server.origin, cookie, page));
  } finally {
    await browser.close();
  }
  const statics = await snapshotServer(server.origin, snapshots);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const results = [];
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < count; i += 1) {
        const { lhr } = await lighthouse(`${statics.origin}/snapshot${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          benchmarkIndex: lhr.environment?.benchmarkIndex,
        });
      }
      results.push({
        page: page.name,
        performance: median(runs.map((r) => r.performance)),
        performanceRange: [Math.min(...runs.map((r) => r.performance)), Math.max(...runs.map((r) => r.performance))],
        fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
        lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
        htmlBytes: Buffer.byteLength(snapshots.get(`/snapshot${page.path}`)),
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      });
    }
    console.log(`Server-rendered ceiling (content in the HTML, no JavaScript): medians of ${count} runs`);
    console.table(results);
    return results;
  } finally {
    chrome.kill();
    statics.close();
    await server.stop();
  }
}

if (isMain(import.meta.url)) await runSsrCeiling();
