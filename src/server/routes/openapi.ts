// GET /openapi: the OpenAPI 3.1 document of this API (openapi/document.ts), for integrators. Public:
// it describes the contract and holds nobody's data. It is the same for everyone and changes only
// with a new release (or a new year, which the birth-year rules read), so shared caches may keep it
// for an hour and a client that names its ETag in If-None-Match gets a bodiless 304.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonAnswer } from '../http/compression.ts';
import { clientHasTag, entityTag } from '../http/etag.ts';
import { openApiDocument } from '../openapi/document.ts';

const CACHE_FOR_AN_HOUR = 'public, max-age=3600';

export function openApiRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  // Made once per year the server's clock is in, not per request.
  let made: { year: number; text: string; tag: string } | null = null;

  routes.get('/openapi', (c) => {
    const year = deps.clock.now().getUTCFullYear();
    if (made?.year !== year) {
      const text = JSON.stringify(openApiDocument(year));
      made = { year, text, tag: entityTag(text) };
    }
    c.header('ETag', made.tag);
    c.header('Cache-Control', CACHE_FOR_AN_HOUR);
    if (clientHasTag(c, made.tag)) return c.body(null, 304);
    return jsonAnswer(c, made.text, 200);
  });

  return routes;
}
