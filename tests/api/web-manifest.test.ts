// What a phone installs from each brand's host: the web app manifest answered for the host's brand
// (its name, short name and colours; its own icons; shortcuts to the dashboard, notifications and
// profile; narrow and wide screenshots for Chrome's install dialog), every image it names served
// at the size it claims, and every page of the host with the manifest's theme colour and the
// brand's own icons in its head. The web root holds the repository's manifest and images and the
// head the build writes (scripts/vite/web-manifest.ts).
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, type BrandId } from '../../src/shared/domain/brands.ts';
import type { ManifestImage, WebManifest } from '../../src/shared/web-manifest.ts';
import { headTags } from '../../scripts/vite/web-manifest.ts';
import { createTestContext, type TestContext } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const HOSTS: [string, BrandId][] = [
  ['http://cruise.localhost', 'cruise'],
  ['http://tour.localhost', 'tour'],
  ['http://localhost', 'cruise'], // the configured default brand
];

/** index.html with the head tags the build adds (the manifest link, theme colour, icons, splash screens). */
function builtIndexHtml(): string {
  const head = headTags('<html><head></head><body></body></html>')
    .map(({ tag, attrs }) => {
      const written = Object.entries(attrs ?? {}).map(([name, value]) => ` ${name}="${String(value)}"`);
      return `<${tag}${written.join('')}>`;
    })
    .join('\n    ');
  return `<!doctype html>\n<html lang="en">\n  <head>\n    ${head}\n    <title>My account</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>`;
}

let t: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'gangway-install-'));
  const index = builtIndexHtml();
  await writeFile(path.join(webRoot, 'index.html'), index);
  await cp(path.join(ROOT, 'manifest.webmanifest'), path.join(webRoot, 'manifest.webmanifest'));
  for (const folder of ['icons', 'screenshots']) {
    await cp(path.join(ROOT, 'public', folder), path.join(webRoot, folder), { recursive: true });
  }
  // A prerendered visitor page of each brand: the build's head with the page's own title.
  for (const brandId of ['cruise', 'tour']) {
    await mkdir(path.join(webRoot, 'prerendered', brandId), { recursive: true });
    const page = index.replace('<title>My account</title>', '<title>Log In | X™</title>');
    await writeFile(path.join(webRoot, 'prerendered', brandId, 'login.html'), page);
  }
  t = await createTestContext({ config: { webRoot, defaultBrand: 'cruise' } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function manifestOf(origin: string): Promise<WebManifest> {
  const answer = await t.app.request(`${origin}/manifest.webmanifest`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('Content-Type')).toBe('application/manifest+json');
  expect(answer.headers.get('Cache-Control')).toBe('no-cache');
  expect(answer.headers.get('Vary')).toMatch(/\bHost\b/);
  return (await answer.json()) as WebManifest;
}

/** A PNG's width and height, from its IHDR chunk (the first, right after the signature). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)]).toEqual(signature);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The image at `src` on `origin`: served, a PNG, and as large as `sizes` says. */
async function expectServedAtSize(origin: string, src: string, sizes: string) {
  const answer = await t.app.request(`${origin}${src}`);
  expect(answer.status, src).toBe(200);
  expect(answer.headers.get('Content-Type'), src).toBe('image/png');
  const { width, height } = pngSize(new Uint8Array(await answer.arrayBuffer()));
  expect(`${width}x${height}`, src).toBe(sizes);
}

const imagesOf = (manifest: WebManifest): ManifestImage[] => [
  ...manifest.icons,
  ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons ?? []),
  ...manifest.screenshots,
];

describe.each(HOSTS)('the manifest on %s', (origin, brandId) => {
  const brand = BRANDS[brandId];

  it("is the brand's app: its name, short name and colours", async () => {
    const manifest = await manifestOf(origin);
    expect(manifest).toMatchObject({
      name: brand.company,
      short_name: brand.shortName,
      theme_color: brand.themeColor,
      background_color: brand.backgroundColor,
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('names icons for any shape and a maskable one, all in the brand folder', async () => {
    const manifest = await manifestOf(origin);
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual(
      expect.arrayContaining([
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]),
    );
    for (const icon of [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons ?? [])])
      expect(icon.src.startsWith(`${brand.iconFolder}/`), icon.src).toBe(true);
  });

  it('offers shortcuts to the dashboard, the notifications and the profile, each with an icon', async () => {
    const manifest = await manifestOf(origin);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/', '/notifications', '/profile']);
    for (const shortcut of manifest.shortcuts) expect(shortcut.icons?.length, shortcut.name).toBeGreaterThan(0);
  });

  it("shows Chrome's install dialog narrow and wide screenshots of the brand", async () => {
    const manifest = await manifestOf(origin);
    const forms = manifest.screenshots.map((screenshot) => screenshot.form_factor);
    expect(forms).toContain('narrow');
    expect(forms).toContain('wide');
    for (const screenshot of manifest.screenshots) {
      expect(screenshot.src.startsWith(`${brand.screenshotFolder}/`), screenshot.src).toBe(true);
      expect(screenshot.label, screenshot.src).toBeTruthy();
      // Chrome's limits: each side 320 to 3840 px, the long side at most 2.3 times the short one.
      const [width = 0, height = 0] = screenshot.sizes.split('x').map(Number);
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(320);
      expect(Math.max(width, height)).toBeLessThanOrEqual(3840);
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
      expect(screenshot.form_factor === 'wide', screenshot.src).toBe(width > height);
    }
  });

  it('names only files that are served, each at the size it claims', async () => {
    const manifest = await manifestOf(origin);
    const images = imagesOf(manifest);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.type, image.src).toBe('image/png');
      await expectServedAtSize(origin, image.src, image.sizes);
    }
  });

  it.each([
    ['the shell', '/'],
    ['a signed-in page', '/bookings/40001'],
    ['a prerendered visitor page', '/login'],
  ])("gives %s the manifest's theme colour and the brand's icons", async (_what, pagePath) => {
    const manifest = await manifestOf(origin);
    const html = await (await t.app.request(`${origin}${pagePath}`, { headers: { Accept: 'text/html' } })).text();
    const themeColors = [...html.matchAll(/<meta name="theme-color" content="([^"]*)">/g)].map((match) => match[1]);
    expect(themeColors).toEqual([manifest.theme_color]);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const iconLinks = [...html.matchAll(/<link rel="(icon|apple-touch-icon|apple-touch-startup-image)"[^>]*>/g)];
    expect(iconLinks.length).toBeGreaterThan(2);
    for (const [link] of iconLinks) {
      const href = /href="([^"]*)"/.exec(link)?.[1] ?? '';
      expect(href.startsWith(`${brand.iconFolder}/`), link).toBe(true);
      const answer = await t.app.request(`${origin}${href}`);
      expect(answer.status, href).toBe(200);
    }
  });
});

it('gives each brand its own icons and screenshots, not copies of another brand', async () => {
  const bytesOf = async (origin: string, src: string) =>
    Buffer.from(await (await t.app.request(`${origin}${src}`)).arrayBuffer());
  const cruise = imagesOf(await manifestOf('http://cruise.localhost'));
  const tour = imagesOf(await manifestOf('http://tour.localhost'));
  expect(tour.length).toBe(cruise.length);
  for (const [index, image] of tour.entries()) {
    const other = cruise[index]?.src ?? '';
    expect(
      (await bytesOf('http://tour.localhost', image.src)).equals(await bytesOf('http://cruise.localhost', other)),
      image.src,
    ).toBe(false);
  }
});

it('names the splash screens at the size of the device they are for', async () => {
  const html = await (await t.app.request('http://tour.localhost/', { headers: { Accept: 'text/html' } })).text();
  const splashes = [...html.matchAll(/rel="apple-touch-startup-image"[^>]*href="([^"]*-(\d+x\d+)\.png)"/g)];
  expect(splashes.length).toBeGreaterThan(0);
  for (const [, href = '', sizes = ''] of splashes) await expectServedAtSize('http://tour.localhost', href, sizes);
});
