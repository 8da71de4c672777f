// The web app manifest: the hand-written top-level file (manifest.webmanifest) holds what every
// brand shares; each brand's host gets it completed with the brand (shared/web-manifest.ts), from
// the dev server here and from the server in production (server/http/brand-manifest.ts). The build
// emits the shared file at a stable URL so the precache includes it, and adds the head tags
// installability needs unless index.html already has them, naming the cruise brand's theme colour
// and icons, which the server swaps for the host's brand (server/http/brand-html.ts). Tags added
// here are not rewritten to hashed asset URLs, which Vite would do to a manifest link written in
// index.html.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { BRANDS, brandIdForHost } from '../../src/shared/domain/brands.ts';
import { brandWebManifest, type ManifestTemplate, WEB_MANIFEST_PATH } from '../../src/shared/web-manifest.ts';

const BUILD_BRAND = BRANDS.cruise;
const APPLE_TOUCH_ICON = `${BUILD_BRAND.iconFolder}/apple-touch-icon-180.png`;
const FAVICON = `${BUILD_BRAND.iconFolder}/icon-48.png`;
// The iOS splash screens' links, written by `npm run icons` (scripts/make-icons.mjs) with the images
// (the same file names in every brand's folder).
const APPLE_SPLASH_LINKS = fileURLToPath(new URL('../assets/apple-splash-links.json', import.meta.url));
const MANIFEST_FILE = fileURLToPath(new URL('../../manifest.webmanifest', import.meta.url));
const readManifestTemplate = () => JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as ManifestTemplate;

function appleSplashTags(): HtmlTagDescriptor[] {
  const links = JSON.parse(readFileSync(APPLE_SPLASH_LINKS, 'utf8')) as { media: string; file: string }[];
  return links.map(({ media, file }) => ({
    tag: 'link',
    attrs: { rel: 'apple-touch-startup-image', media, href: `${BUILD_BRAND.iconFolder}/${file}` },
    injectTo: 'head',
  }));
}

/** The head tags installability needs that index.html does not have yet, and the splash screens'. */
export function headTags(html: string): HtmlTagDescriptor[] {
  const wanted: [RegExp, HtmlTagDescriptor][] = [
    [/rel=["']?manifest/, { tag: 'link', attrs: { rel: 'manifest', href: WEB_MANIFEST_PATH } }],
    [/name=["']?theme-color/, { tag: 'meta', attrs: { name: 'theme-color', content: BUILD_BRAND.themeColor } }],
    [/rel=["']?apple-touch-icon/, { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON } }],
    // A PNG: the page's own main thread draws the favicon, and an SVG one is a whole SVG document.
    [/rel=["']?icon/, { tag: 'link', attrs: { rel: 'icon', href: FAVICON, type: 'image/png', sizes: '48x48' } }],
  ];
  const tags = wanted
    .filter(([present]) => !present.test(html))
    .map(([, tag]) => ({ ...tag, injectTo: 'head' as const }));
  return [...tags, ...appleSplashTags()];
}

export function webManifest(): Plugin {
  return {
    name: 'gangway:web-manifest',
    configureServer(server) {
      server.middlewares.use(WEB_MANIFEST_PATH, (req, res) => {
        const brand = BRANDS[brandIdForHost(req.headers.host ?? '', BUILD_BRAND.id)];
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(JSON.stringify(brandWebManifest(readManifestTemplate(), brand)));
      });
    },
    buildStart() {
      this.addWatchFile(MANIFEST_FILE);
    },
    transformIndexHtml: headTags,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: WEB_MANIFEST_PATH.slice(1),
        source: JSON.stringify(readManifestTemplate()),
      });
    },
  };
}

/**
 * The precache keeps the manifest each host served: its revision covers every brand's manifest,
 * not only the shared file, so a change to a brand's name or colours reaches installed apps.
 */
export function reviseBrandManifests<Entry extends { url: string; revision: string | null }>(entries: Entry[]) {
  const template = readManifestTemplate();
  const hash = createHash('sha256');
  for (const brand of Object.values(BRANDS)) hash.update(JSON.stringify(brandWebManifest(template, brand)));
  const revision = hash.digest('hex').slice(0, 32);
  const manifest = entries.map((entry) => (entry.url === WEB_MANIFEST_PATH.slice(1) ? { ...entry, revision } : entry));
  return { manifest, warnings: [] };
}
