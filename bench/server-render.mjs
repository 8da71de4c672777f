// What a signed-in page rendered with its data costs the server
// (docs/decisions/server-render-first-signed-in-load.md): the first online load of the dashboard
// and of booking 40003, asked one after the other with the session cookie, against the shell the
// same request got before (no cookie): time to the whole answer, median and 95th percentile, and
// the gzip size. The requests are paced under the server's limit of renders a second
// (src/server/http/server-render.ts), or most would get the shell. Then a burst of BURST such
// requests at once: how many are rendered (the limits: one at a time, four in line,
// MAX_RENDERS_PER_SECOND begun in any second) and how long the slowest waits.
//   node bench/server-render.mjs     (BENCH_RENDER_REQUESTS to change the 40)
import { gzipSync } from 'node:zlib';
import { median } from './lib/median.mjs';
import { isMain, signInCookie, startBenchServer } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_RENDER_REQUESTS ?? 40);
const BURST = 64;
/** Between the starts of two requests of a series: under 16 renders a second. */
const PACE_MS = 70;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGES = [
  { name: 'dashboard', path: '/' },
  { name: 'booking 40003', path: '/bookings/40003' },
];

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];
const round = (value) => Math.round(value * 10) / 10;

async function ask(origin, path, cookie) {
  const started = performance.now();
  const answer = await fetch(`${origin}${path}`, {
    headers: { Accept: 'text/html', ...(cookie && { Cookie: cookie }) },
  });
  const html = await answer.text();
  return { ms: performance.now() - started, html, rendered: html.includes('data-server-rendered=') };
}

async function series(origin, path, cookie) {
  await ask(origin, path, cookie); // the first loads the render bundle
  await sleep(1000); // and its render leaves the rate limit's window
  const times = [];
  let last;
  let rendered = 0;
  for (let index = 0; index < REQUESTS; index += 1) {
    last = await ask(origin, path, cookie);
    times.push(last.ms);
    if (last.rendered) rendered += 1;
    await sleep(Math.max(0, PACE_MS - last.ms));
  }
  return {
    medianMs: round(median(times)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
    rendered: `${rendered}/${REQUESTS}`,
    gzipBytes: gzipSync(last.html).length,
  };
}

export async function runServerRender() {
  const server = await startBenchServer({ name: 'bench-data-server-render' });
  try {
    const cookie = await signInCookie(server.origin);
    const pages = [];
    for (const page of PAGES) {
      pages.push({
        page: page.name,
        rendered: await series(server.origin, page.path, cookie),
        shell: await series(server.origin, page.path, undefined),
      });
    }
    await sleep(1000); // an empty rate window for the burst
    const burst = await Promise.all(Array.from({ length: BURST }, () => ask(server.origin, '/', cookie)));
    const figures = {
      requests: REQUESTS,
      pages,
      burst: {
        requests: BURST,
        rendered: burst.filter((answer) => answer.rendered).length,
        maxMs: round(Math.max(...burst.map((answer) => answer.ms))),
      },
    };
    console.table(
      pages.flatMap(({ page, rendered, shell }) => [
        { page, answer: 'rendered with data', ...rendered },
        { page, answer: 'shell (no cookie)', ...shell },
      ]),
    );
    console.log(
      `burst of ${BURST} dashboard loads at once: ${figures.burst.rendered} rendered, the rest the shell; slowest ${figures.burst.maxMs} ms`,
    );
    return figures;
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) await runServerRender();
