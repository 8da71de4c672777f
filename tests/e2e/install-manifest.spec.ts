// Installing from each brand's host, as Chromium sees it: the manifest the page links parses with
// no error or warning, is the brand's (name, short name, colours), offers the shortcuts and the
// narrow and wide screenshots of its richer install dialog, and the page's theme colour is the
// manifest's. What the manifest names is checked file by file in tests/api/web-manifest.test.ts.
import { BRANDS } from '../../src/shared/domain/brands.ts';
import { brandUrl, expect, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };

for (const brandId of ['cruise', 'tour'] as const) {
  test(`the ${brandId} host's page links the ${brandId} brand's app manifest, read by Chromium without errors`, async ({
    page,
  }) => {
    const brand = BRANDS[brandId];
    await page.goto(brandUrl(brandId, '/login'));
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.themeColor);

    const cdp = await page.context().newCDPSession(page);
    const read = () => cdp.send('Page.getAppManifest');
    await expect.poll(async () => (await read()).data?.length ?? 0, SERVER).toBeGreaterThan(0);
    const { errors, data } = await read();
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}');
    expect(manifest).toMatchObject({
      name: brand.company,
      short_name: brand.shortName,
      theme_color: brand.themeColor,
      background_color: brand.backgroundColor,
    });
    expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
      '/',
      '/notifications',
      '/profile',
    ]);
    const forms = manifest.screenshots.map((screenshot: { form_factor: string }) => screenshot.form_factor);
    expect(forms).toEqual(expect.arrayContaining(['narrow', 'wide']));
    await cdp.detach();
  });
}
