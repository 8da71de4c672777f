// Serves the built PWA (vite's dist/) from the API's own port. Hashed files under /assets are
// cached forever; index.html, the service worker and the manifest must be revalidated so a new
// deployment is noticed. Every other path is a page and gets index.html, branded by host, whatever
// the request accepts; only a missing file (an extension, or under /assets/) is 404. The web app
// manifest is branded by host too (brand-manifest.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { BRANDS, type Brand, brandIdForHost } from '../../shared/domain/brands.ts';
import { prerenderedFile, prerenderedPageFor } from '../../shared/prerendered-pages.ts';
import { isServerRenderedPath } from '../../shared/server-rendered-pages.ts';
import { WEB_MANIFEST_PATH } from '../../shared/web-manifest.ts';
import type { ServerConfig } from '../env.ts';
import { facebookOffered } from '../social-login/facebook-provider.ts';
import type { AppEnv } from './app-env.ts';
import { brandIndexHtml } from './brand-html.ts';
import { brandManifestResponse } from './brand-manifest.ts';
import { requestOrigin } from './request-origin.ts';
import { allowInlineScript } from './security-headers.ts';
import { type ApiFetch, signedInPageRenderer } from './server-render.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', WEB_MANIFEST_PATH, '/registerSW.js']);

/** Visitor pages search engines may index; every other page is (or leads to) a signed-in page. */
const INDEXABLE = [/^\/login\/?$/, /^\/registration\/?$/, /^\/invite\/[^/]+\/?$/];

export const cacheControlFor = (urlPath: string) =>
  urlPath.startsWith('/assets/') ? IMMUTABLE : ALWAYS_REVALIDATE.has(urlPath) ? REVALIDATE : SHORT;

export function webRootAvailable(webRoot: string | undefined): webRoot is string {
  return webRoot !== undefined && existsSync(path.join(webRoot, 'index.html'));
}

/** A file the build would have made: anything under /assets/, or a name with an extension. */
const FILE_REQUEST = /^\/assets\/|\.[a-z0-9]+$/i;

/**
 * The server's own files in the build are never served: the render bundle (ssr/, server-render.ts)
 * and the bundled server with its source map and migrations (server/, scripts/build-server.mjs).
 */
const NOT_SERVED = /^\/(?:ssr|server)(?:\/|$)/;

/** For the signed-in pages rendered with their data (server-render.ts): the app itself, a timer. */
type ServerRendering = { apiFetch: ApiFetch; now: () => number };

export function staticWeb(
  webRoot: string,
  config: Pick<ServerConfig, 'defaultBrand' | 'medicalBrandEnabled' | 'trustProxy' | 'facebook'>,
  rendering?: ServerRendering,
) {
  const routes = new Hono<AppEnv>();
  const files = serveStatic<AppEnv>({ root: webRoot });
  const renderSignedIn = rendering ? signedInPageRenderer(webRoot, rendering.apiFetch, rendering.now) : undefined;

  const facebook = facebookOffered(config);
  // A visitor page prerendered for this brand (scripts/lib/prerender.mjs) paints before the JS;
  // any other page, or a build without them, gets the shell.
  // Read per request, as index.html always was, so a new build is served without a restart.
  const readPage = (file: string) => readFile(path.join(webRoot, file), 'utf8').catch(() => undefined);
  const pageSource = async (c: Context<AppEnv>, brandId: string) => {
    const page = prerenderedPageFor(c.req.path, new URL(c.req.url).searchParams);
    const prerendered =
      page &&
      ((facebook ? await readPage(prerenderedFile(page, brandId, true)) : undefined) ??
        (await readPage(prerenderedFile(page, brandId, false))));
    if (prerendered) return { html: prerendered, prerendered: true };
    return { html: await readFile(path.join(webRoot, 'index.html'), 'utf8'), prerendered: false };
  };

  // A signed-in page with its data, when the server can render it; else undefined.
  const renderedSignedInPage = async (c: Context<AppEnv>, brandId: Brand['id']) => {
    if (!renderSignedIn || c.req.method !== 'GET' || !isServerRenderedPath(c.req.path)) return undefined;
    return renderSignedIn(c, { brandId, withFacebook: facebook });
  };

  const hostBrand = (c: Context<AppEnv>) => {
    const host = new URL(requestOrigin(c, config)).host;
    return BRANDS[brandIdForHost(host, config.defaultBrand, config.medicalBrandEnabled)];
  };

  const indexPage = async (c: Context<AppEnv>) => {
    const brand = hostBrand(c);
    const rendered = await renderedSignedInPage(c, brand.id);
    if (rendered) {
      // One customer's page: kept by no cache, and a request with another cookie gets its own.
      c.header('Cache-Control', 'no-store');
      c.header('Vary', 'Host, Cookie');
      c.header('X-Robots-Tag', 'noindex');
      allowInlineScript(c, rendered.inlineScript);
      return c.html(brandIndexHtml(rendered.html, brand, { facebook, keepTitle: true }));
    }
    const source = await pageSource(c, brand.id);
    const html = brandIndexHtml(source.html, brand, { facebook, keepTitle: source.prerendered });
    c.header('Cache-Control', REVALIDATE);
    c.header('Vary', 'Host');
    if (!INDEXABLE.some((pattern) => pattern.test(c.req.path))) c.header('X-Robots-Tag', 'noindex');
    return c.html(html);
  };

  routes.on(['GET', 'HEAD'], '*', async (c, next) => {
    const urlPath = c.req.path;
    if (urlPath.startsWith('/api/') || urlPath === '/api') return next();
    if (urlPath === '/' || urlPath === '/index.html') return indexPage(c);
    if (urlPath === WEB_MANIFEST_PATH) {
      const manifest = await brandManifestResponse(c, webRoot, hostBrand(c));
      if (manifest) return manifest;
    }
    if (!NOT_SERVED.test(urlPath)) {
      let missed = false;
      const served = await files(c, async () => {
        missed = true;
      });
      if (!missed && served instanceof Response) {
        served.headers.set('Cache-Control', cacheControlFor(urlPath));
        return served;
      }
    }
    // Any other path is a page, whoever asks (a browser, curl, an uptime check, a link preview).
    if (!FILE_REQUEST.test(urlPath)) return indexPage(c);
    return next();
  });

  return routes;
}
