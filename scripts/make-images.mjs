// The brands' logos and the demo data's product photos as raster images, from their SVG sources in
// scripts/assets/images. Why not the SVGs themselves: Chromium sets up every SVG image as a
// document of its own, on the page's main thread, which is slow on a phone, in the middle of a
// start (the logo is on every page, a photo on every booking card), where a PNG or WebP is decoded
// off the main thread. The logo is drawn 4 times its 120 x 36 px size, so it stays sharp on a 3x
// screen; the photos at the 800 x 450 px of their cards' widest. `npm run images` rewrites them
// under public/; the output is committed, so run this only when a source changes.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = path.join(root, 'scripts', 'assets', 'images');
const svgsIn = (folder) => readdirSync(path.join(sources, folder)).filter((file) => file.endsWith('.svg'));
const LOGO_SCALE = 4;
const PHOTO = { width: 800, height: 450 };

for (const file of svgsIn('brands')) {
  const out = path.join(root, 'public', 'brands', file.replace(/\.svg$/, '.png'));
  // The SVG's own size is 160 x 48; librsvg renders it at 72 dpi, so the density sets the scale.
  const info = await sharp(path.join(sources, 'brands', file), { density: 72 * LOGO_SCALE * 0.75 })
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(`${path.relative(root, out)}: ${info.width} x ${info.height}, ${info.size} bytes`);
}
for (const file of svgsIn('products')) {
  const out = path.join(root, 'public', 'images', 'products', file.replace(/\.svg$/, '.webp'));
  const info = await sharp(path.join(sources, 'products', file))
    .resize(PHOTO.width, PHOTO.height)
    .webp({ quality: 80 })
    .toFile(out);
  console.log(`${path.relative(root, out)}: ${info.width} x ${info.height}, ${info.size} bytes`);
}
