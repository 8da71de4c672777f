// Every app icon of every brand, from the brand's SVG (scripts/assets/icons/<brand>.svg: the
// cruise brand's white anchor on navy, the tour brand's peaks and sun on green) with
// @vite-pwa/assets-generator: the manifest's icons (192 and 512), the maskable one (the glyph on the
// theme colour, inside the safe zone), the favicon (48), the Apple touch icon and the iOS splash
// screens (the icon on the brand's background colour, one per device size and orientation); and
// the manifest's shortcut icons (96), a white glyph (scripts/assets/icons/shortcuts/) on a disc of
// the theme colour. `npm run icons` rewrites them under public/icons/<brand>/ (the brand's
// iconFolder) and the splash screens' head links in scripts/assets/apple-splash-links.json, which
// vite.config.ts adds to index.html. The output is committed; run this again only when an SVG or
// the colours change.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateAssets } from '@vite-pwa/assets-generator/api/generate-assets';
import { generateHtmlMarkup } from '@vite-pwa/assets-generator/api/generate-html-markup';
import { instructions } from '@vite-pwa/assets-generator/api/instructions';
import { createAppleSplashScreens } from '@vite-pwa/assets-generator/config';
import sharp from 'sharp';
import { BRANDS } from '../src/shared/domain/brands.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = path.join(root, 'scripts', 'assets', 'icons');
const linksFile = path.join(root, 'scripts', 'assets', 'apple-splash-links.json');
const SHORTCUT_SIZE = 96;

/** @returns {import('@vite-pwa/assets-generator/config').Preset} */
const presetFor = (brand) => ({
  // The rounded square as drawn: purpose "any"; 48 px is the favicon (an SVG one is drawn by an
  // SVG document the page's main thread builds, milliseconds of a phone's start).
  transparent: { sizes: [48, 192, 512], padding: 0 },
  // Full-bleed theme colour; the glyph stays inside the maskable safe zone (the inner 80 %).
  maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: brand.themeColor } },
  // iOS draws its own rounded corners over an opaque square.
  apple: { sizes: [180], padding: 0.2, resizeOptions: { background: brand.themeColor } },
  assetName: (type, { width }) =>
    type === 'transparent'
      ? `icon-${width}.png`
      : type === 'maskable'
        ? `icon-maskable-${width}.png`
        : `apple-touch-icon-${width}.png`,
  appleSplashScreens: createAppleSplashScreens({
    padding: 0.7,
    resizeOptions: { background: brand.backgroundColor, fit: 'contain' },
    linkMediaOptions: { basePath: '/', log: false },
    // One name for the file and its link (the default names them apart when no dark variant is made).
    name: (landscape, { width, height }) =>
      `apple-splash-${landscape ? 'landscape' : 'portrait'}-${width}x${height}.png`,
  }),
});

/** The glyph's own SVG (24 x 24, white strokes) centred on a disc of the brand's theme colour. */
function shortcutSvg(glyphFile, brand) {
  const glyph = readFileSync(path.join(sources, 'shortcuts', glyphFile), 'utf8');
  const inner = glyph.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const strokes = /<svg([^>]*)>/.exec(glyph)?.[1]?.replace(/\s(xmlns|viewBox)="[^"]*"/g, '') ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
  <circle cx="24" cy="24" r="24" fill="${brand.themeColor}"/>
  <g transform="translate(12 12)"${strokes}>${inner}</g>
</svg>`;
}

let splashLinks = [];
const folders = new Set();
for (const brand of Object.values(BRANDS)) {
  // A brand that borrows another's icons (the medical brand, the cruise brand's) makes none.
  if (folders.has(brand.iconFolder)) continue;
  folders.add(brand.iconFolder);
  const source = path.join(sources, `${brand.id}.svg`);
  const outDir = path.join(root, 'public', brand.iconFolder);
  mkdirSync(outDir, { recursive: true });
  const plan = await instructions({
    imageResolver: () => readFileSync(source),
    imageName: source,
    preset: presetFor(brand),
    faviconPreset: '2023',
    htmlLinks: { xhtml: false, includeId: false },
    basePath: '/',
    resolveSvgName: (name) => path.basename(name),
  });
  await generateAssets(plan, true, outDir, (message) => console.log(`${brand.id}: ${message}`));

  for (const glyphFile of readdirSync(path.join(sources, 'shortcuts')).filter((file) => file.endsWith('.svg'))) {
    const out = path.join(outDir, `shortcut-${glyphFile.replace(/\.svg$/, '.png')}`);
    const info = await sharp(Buffer.from(shortcutSvg(glyphFile, brand)), { density: 72 * (SHORTCUT_SIZE / 48) })
      .resize(SHORTCUT_SIZE, SHORTCUT_SIZE)
      .png({ compressionLevel: 9, palette: true })
      .toFile(out);
    console.log(`${path.relative(root, out)}: ${info.width} x ${info.height}, ${info.size} bytes`);
  }

  // Only the splash screens' links (the same files in every brand's folder): the manifest, the
  // touch icon and the favicon links are added by vite.config.ts.
  // Written as { media, file } so the build adds them without parsing HTML.
  const attribute = (link, name) => new RegExp(`${name}="([^"]+)"`).exec(link)?.[1] ?? '';
  splashLinks = generateHtmlMarkup(plan)
    .filter((link) => link.includes('apple-touch-startup-image'))
    .map((link) => ({ media: attribute(link, 'media'), file: path.basename(attribute(link, 'href')) }));
}
writeFileSync(linksFile, `${JSON.stringify(splashLinks, null, 2)}\n`);
console.log(`${splashLinks.length} splash screen links in ${path.relative(root, linksFile)}`);
