// Every app icon from one SVG (public/favicon.svg: the white anchor on the navy rounded square) with
// @vite-pwa/assets-generator: the manifest's icons (192 and 512), the maskable one (the square on
// navy, its glyph inside the safe zone), the Apple touch icon and the iOS splash screens (the icon
// on the manifest's white background, one per device size and orientation). `npm run icons`
// rewrites them under public/icons and the splash screens' head links in
// scripts/assets/apple-splash-links.json, which vite.config.ts adds to index.html. The output is
// committed; run this again only when the SVG or the colours change.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAssets } from '@vite-pwa/assets-generator/api/generate-assets';
import { generateHtmlMarkup } from '@vite-pwa/assets-generator/api/generate-html-markup';
import { instructions } from '@vite-pwa/assets-generator/api/instructions';
import { createAppleSplashScreens } from '@vite-pwa/assets-generator/config';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'public', 'favicon.svg');
const outDir = path.join(root, 'public', 'icons');
const linksFile = path.join(root, 'scripts', 'assets', 'apple-splash-links.json');

const manifest = JSON.parse(readFileSync(path.join(root, 'manifest.webmanifest'), 'utf8'));
const navy = manifest.theme_color;
const white = manifest.background_color;

/** @type {import('@vite-pwa/assets-generator/config').Preset} */
const preset = {
  // The rounded square as drawn: purpose "any"; 48 px is the favicon (an SVG one is drawn by an
  // SVG document the page's main thread builds, milliseconds of a phone's start).
  transparent: { sizes: [48, 192, 512], padding: 0 },
  // Full-bleed navy; the glyph stays inside the maskable safe zone (the inner 80 %).
  maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: navy } },
  // iOS draws its own rounded corners over an opaque square.
  apple: { sizes: [180], padding: 0.2, resizeOptions: { background: navy } },
  assetName: (type, { width }) =>
    type === 'transparent'
      ? `icon-${width}.png`
      : type === 'maskable'
        ? `icon-maskable-${width}.png`
        : `apple-touch-icon-${width}.png`,
  appleSplashScreens: createAppleSplashScreens({
    padding: 0.7,
    resizeOptions: { background: white, fit: 'contain' },
    linkMediaOptions: { basePath: '/icons/', log: false },
    // One name for the file and its link (the default names them apart when no dark variant is made).
    name: (landscape, { width, height }) =>
      `apple-splash-${landscape ? 'landscape' : 'portrait'}-${width}x${height}.png`,
  }),
};

const plan = await instructions({
  imageResolver: () => readFileSync(source),
  imageName: source,
  preset,
  faviconPreset: '2023',
  htmlLinks: { xhtml: false, includeId: false },
  basePath: '/icons/',
  resolveSvgName: (name) => path.basename(name),
});
await generateAssets(plan, true, outDir, (message) => console.log(message));

// Only the splash screens' links: the manifest, the touch icon and the favicon links are added by
// vite.config.ts from manifest.webmanifest.
// Written as { media, href } so the build adds them without parsing HTML.
const attribute = (link, name) => new RegExp(`${name}="([^"]+)"`).exec(link)?.[1] ?? '';
const splashLinks = generateHtmlMarkup(plan)
  .filter((link) => link.includes('apple-touch-startup-image'))
  .map((link) => ({ media: attribute(link, 'media'), href: attribute(link, 'href') }));
writeFileSync(linksFile, `${JSON.stringify(splashLinks, null, 2)}\n`);
console.log(`${splashLinks.length} splash screen links in ${path.relative(root, linksFile)}`);
