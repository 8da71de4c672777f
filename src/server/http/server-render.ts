// The first online load of the dashboard or a booking, rendered with its data
// (docs/decisions/server-render-first-signed-in-load.md): a browser with a session cookie and no
// service worker yet asks for the page, and gets the page as it will look, instead of the shell and
// three round trips later. The render is the build's SSR bundle
// (web/prerender/render-signed-in.ts); its API calls come back into this app in process, with the
// request's own cookie and connection, through every middleware a browser's call goes through.
//
// What it may cost: one render at a time (the bundle's page state is per render), at most
// MAX_IN_LINE in line, and at most MAX_RENDERS_PER_SECOND begun in any second (a render is mostly
// synchronous work: a burst would otherwise queue in the event loop, where no line
// sees it, and delay every other request). A request beyond either limit, a bundle that is missing
// or fails, or a render that finds no complete page (signed out, another customer's booking) gets
// the shell, as before (each render and each shell sent in its place is counted in the metrics, by
// why). A signed-out burst costs one session lookup per request (the cookie is
// checked by the first API call, through the read cache). The answer is one customer's: never
// stored by any cache.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { BrandId } from '../../shared/domain/brands.ts';
import { SERVER_RENDER_ENTRY, TIME_ZONE_COOKIE } from '../../shared/server-rendered-pages.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { serverRenders } from '../metrics/registry.ts';
import type { AppEnv } from './app-env.ts';
import { unhandledErrorLine } from './log-error.ts';
import { logger } from '../log/logger.ts';

/** Renders in line at once, the running one included. */
const MAX_IN_LINE = 4;
/** Renders begun within any second: about a quarter to a half of one core at most. */
export const MAX_RENDERS_PER_SECOND = 16;
/** Request headers the in-process API calls carry over: who is asking, and from where. */
const CARRIED_HEADERS = [
  'cookie',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
];

// Taken before @hono/node-server's serve() puts its own Response on globalThis (main.ts).
const StandardResponse = globalThis.Response;

export type ApiFetch = (request: Request, env: AppEnv['Bindings']) => Response | Promise<Response>;

/** The build of this module (a type only: the server loads the built file, never the source). */
type RenderBundle = Pick<
  typeof import('../../web/prerender/prerender-entry.ts'),
  'renderSignedInPage' | 'stylesheetHref' | 'EARLY_TAPS_SCRIPT'
>;

/** A rendered page, and the script it carries inline (its CSP must allow that text). */
export type RenderedSignedInPage = { html: string; inlineScript: string };

export type SignedInPageInput = { brandId: BrandId; withFacebook: boolean };

export function signedInPageRenderer(
  webRoot: string,
  apiFetch: ApiFetch,
  /** Milliseconds from any fixed point (performance.now()): the rate limit's time. */
  now: () => number,
  log: (line: string) => void = (line) => logger.error(line),
) {
  const bundleFile = path.join(webRoot, SERVER_RENDER_ENTRY);
  let loaded: { version: number; bundle: Promise<RenderBundle> } | undefined;
  const stylesheets = new Map<string, Promise<string>>();
  let inLine = 0;
  let tail: Promise<unknown> = Promise.resolve();
  /** When the renders of the last second began (ms), oldest first. */
  const begun: number[] = [];

  function withinRate(): boolean {
    const at = now();
    while (begun.length > 0 && (begun[0] ?? 0) <= at - 1000) begun.shift();
    if (begun.length >= MAX_RENDERS_PER_SECOND) return false;
    begun.push(at);
    return true;
  }

  // Imported again when a new build replaces the file, as index.html is read per request.
  async function currentBuild(): Promise<NonNullable<typeof loaded>> {
    const version = (await stat(bundleFile)).mtimeMs;
    if (loaded?.version !== version) {
      loaded = { version, bundle: import(`${pathToFileURL(bundleFile).href}?v=${version}`) };
    }
    return loaded;
  }

  // Hashed file names: one text per name for the process's life.
  function stylesheet(href: string): Promise<string> {
    let text = stylesheets.get(href);
    if (!text) {
      text = readFile(path.join(webRoot, href), 'utf8');
      stylesheets.set(href, text);
      text.catch(() => stylesheets.delete(href));
    }
    return text;
  }

  function inProcessFetch(c: Context<AppEnv>): typeof fetch {
    const carried = new Headers();
    for (const name of CARRIED_HEADERS) {
      const value = c.req.header(name);
      if (value) carried.set(name, value);
    }
    return async (input, init) => {
      const asked = new Request(input, init);
      const askedUrl = new URL(asked.url);
      const headers = new Headers(asked.headers);
      for (const [name, value] of carried) headers.set(name, value);
      // The page's own origin: the API's host and origin checks see what the browser's call would.
      const url = new URL(`${askedUrl.pathname}${askedUrl.search}`, c.req.url);
      const answer = await apiFetch(new Request(url, { method: asked.method, headers, signal: asked.signal }), c.env);
      // A Response as fetch makes it: @hono/node-server's lightweight one (what the app answers
      // with once it serves) has read-only methods, and ky decorates the answer it gets.
      return new StandardResponse(await answer.arrayBuffer(), answer);
    };
  }

  async function render(c: Context<AppEnv>, input: SignedInPageInput): Promise<RenderedSignedInPage | undefined> {
    try {
      const build = await currentBuild();
      const bundle = await build.bundle;
      // Read per render, as the shell is per request: a new build is served without a restart.
      const template = await readFile(path.join(webRoot, 'index.html'), 'utf8');
      const css = await stylesheet(bundle.stylesheetHref(template));
      const url = new URL(c.req.url);
      const html = await bundle.renderSignedInPage({
        address: `${url.pathname}${url.search}`,
        brandId: input.brandId,
        withFacebook: input.withFacebook,
        fetchApi: inProcessFetch(c),
        timeZone: getCookie(c, TIME_ZONE_COOKIE),
        template,
        css,
      });
      serverRenders.inc({ outcome: html === undefined ? 'no_page' : 'rendered' });
      return html === undefined ? undefined : { html, inlineScript: bundle.EARLY_TAPS_SCRIPT };
    } catch (error) {
      // A build without the bundle is a supported setup (the shell is served); anything else is ours.
      const noBundle = error instanceof Error && 'code' in error && error.code === 'ENOENT';
      serverRenders.inc({ outcome: noBundle ? 'no_bundle' : 'failed' });
      if (!noBundle) log(unhandledErrorLine('RENDER', c.req.path, error));
      return undefined;
    }
  }

  // Loaded ahead, off the first request: importing the bundle is most of a first render's time.
  setImmediate(
    () =>
      void currentBuild()
        .then((build) => build.bundle)
        .catch(() => {}),
  );

  /** The rendered page, or undefined for the shell (no session cookie, busy, nothing complete). */
  return function renderSignedIn(
    c: Context<AppEnv>,
    input: SignedInPageInput,
  ): Promise<RenderedSignedInPage | undefined> {
    if (!getCookie(c, SESSION_COOKIE)) return Promise.resolve(undefined);
    if (inLine >= MAX_IN_LINE || !withinRate()) {
      serverRenders.inc({ outcome: 'busy' });
      return Promise.resolve(undefined);
    }
    inLine += 1;
    const run = tail
      .then(() => render(c, input))
      .finally(() => {
        inLine -= 1;
      });
    tail = run;
    return run;
  };
}
