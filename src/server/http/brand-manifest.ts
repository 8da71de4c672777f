// The web app manifest for the request's brand: the build's manifest.webmanifest (what every brand
// shares) completed with the brand's name, colours and image folders (shared/web-manifest.ts).
// Read per request, as index.html is, so a new build is served without a restart; revalidated by
// browsers and by the service worker's precache (vite.config.ts revisions it over every brand).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import type { Brand } from '../../shared/domain/brands.ts';
import { brandWebManifest, type ManifestTemplate, WEB_MANIFEST_PATH } from '../../shared/web-manifest.ts';

export async function brandManifestResponse(c: Context, webRoot: string, brand: Brand): Promise<Response | undefined> {
  const file = path.join(webRoot, WEB_MANIFEST_PATH);
  const template = await readFile(file, 'utf8').catch(() => undefined);
  if (template === undefined) return undefined;
  const manifest = brandWebManifest(JSON.parse(template) as ManifestTemplate, brand);
  c.header('Content-Type', 'application/manifest+json');
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Host');
  return c.body(JSON.stringify(manifest));
}
