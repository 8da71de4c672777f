// Serving the built PWA: hashed assets cached forever, the shell revalidated, index.html branded by
// host for every page whoever asks, 404 for missing files, noindex on signed-in pages, the API
// left alone.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="theme-color" content="#000000">
    <title>Gangway</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>`;

const SERVER_CODE = 'const crmSecret = readSecret();';

const prerendered = (body: string) =>
  `<!doctype html><html lang="en"><head><meta name="theme-color" content="#000000"><title>Log In | X™</title></head>` +
  `<body><div id="root" data-prerendered="/login">${body}</div></body></html>`;

let t: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'gangway-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(path.join(webRoot, 'sw.js'), 'self.addEventListener("install", () => {})');
  await writeFile(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Gangway"}');
  await writeFile(path.join(webRoot, 'icon-192.png'), 'png');
  // The bundled server beside the web build (scripts/build-server.mjs).
  await mkdir(path.join(webRoot, 'server', 'migrations'), { recursive: true });
  await writeFile(path.join(webRoot, 'server', 'main.js'), SERVER_CODE);
  await writeFile(path.join(webRoot, 'server', 'main.js.map'), `{"sourcesContent":["${SERVER_CODE}"]}`);
  await writeFile(path.join(webRoot, 'server', 'migrations', '0000_init.sql'), 'CREATE TABLE customers ();');
  // The build's prerendered visitor pages (scripts/lib/prerender.mjs): two brands, one page with
  // its Facebook variant, the reset page that needs its token.
  for (const [file, body] of [
    ['cruise/login.html', 'cruise login'],
    ['cruise/login.facebook.html', 'cruise login with facebook'],
    ['tour/login.html', 'tour login'],
    ['cruise/reset-password.html', 'cruise reset'],
    ['cruise/registration.html', 'cruise registration'],
    ['cruise/invitation.html', 'cruise invitation'],
  ]) {
    await mkdir(path.join(webRoot, 'prerendered', path.dirname(file ?? '')), { recursive: true });
    await writeFile(path.join(webRoot, 'prerendered', file ?? ''), prerendered(body ?? ''));
  }
  t = await createTestContext({ config: { webRoot } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
  t.client().request('GET', '', { url, headers: { Accept: accept } });

describe('index.html', () => {
  it.each([
    ['http://cruise.localhost/', 'cruise', 'Gangway Sailing', '#0b3954'],
    ['http://tour.localhost/bookings/40001', 'tour', 'Gangway Tours', '#1d4d2b'],
    ['http://localhost/profile', 'cruise', 'Gangway Sailing', '#0b3954'],
  ])('%s is branded %s', async (url, brand, company, color) => {
    const res = await page(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(res.text).toContain(`<meta name="gangway-brand" content="${brand}">`);
    // The stylesheet's brand colours key on <html data-brand> (brand-html.ts says why).
    expect(res.text).toMatch(new RegExp(`<html[^>]* data-brand="${brand}">`));
    expect(res.text.match(/data-brand=/g)).toHaveLength(1);
    expect(res.text).toContain(`<title>${company}</title>`);
    expect(res.text).not.toContain('<title>Gangway</title>');
    expect(res.text).toContain(`<meta name="theme-color" content="${color}">`);
    expect(res.text.indexOf('gangway-brand')).toBeLessThan(res.text.indexOf('</head>'));
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('keeps the medical brand off unless enabled', async () => {
    expect((await page('http://medical.localhost/')).text).toContain('content="cruise"');
  });

  it('marks signed-in pages noindex but not the visitor pages', async () => {
    for (const url of [
      '/',
      '/bookings/1',
      '/profile',
      '/password/new',
      '/password/edit',
      '/welcome/change_password',
      '/404',
    ])
      expect((await page(`http://localhost${url}`)).headers.get('X-Robots-Tag'), url).toBe('noindex');
    for (const url of ['/login', '/registration', '/invite/abcDEF123'])
      expect((await page(`http://localhost${url}`)).headers.get('X-Robots-Tag'), url).toBeNull();
  });

  it.each([
    ['no Accept header (curl, an uptime check)', ''],
    ['*/* (a link preview)', '*/*'],
    ['application/json', 'application/json'],
  ])('answers a page to a request with %s', async (_what, accept) => {
    for (const url of ['http://localhost/login', 'http://localhost/bookings/40001', 'http://localhost/no-such-page']) {
      const res = await page(url, accept);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Content-Type'), url).toMatch(/text\/html/);
      expect(res.text, url).toContain('<meta name="gangway-brand" content="cruise">');
    }
  });
});

describe('static files', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await page('http://localhost/assets/index-abc123.js', '*/*');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log("app")');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
  });

  it('makes browsers revalidate the service worker and the manifest', async () => {
    expect((await page('http://localhost/sw.js', '*/*')).headers.get('Cache-Control')).toBe('no-cache');
    expect((await page('http://localhost/manifest.webmanifest', '*/*')).headers.get('Cache-Control')).toBe('no-cache');
    expect((await page('http://localhost/icon-192.png', '*/*')).headers.get('Cache-Control')).toBe(
      'public, max-age=3600',
    );
  });

  it.each([
    ['http://localhost/assets/index-missing.js'],
    ['http://localhost/assets/gone'],
    ['http://localhost/favicon.ico'],
    ['http://localhost/bookings/1/receipt.pdf'],
  ])('answers 404 for the missing file %s, even to a browser', async (url) => {
    for (const accept of ['text/html,application/xhtml+xml', '*/*', '']) {
      const res = await page(url, accept);
      expect(res.status, `${url} ${accept}`).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    }
  });

  // A file path is 404; a folder's path is a page address, answered with the app (its own 404 page).
  const serverFiles = ['/server/main.js', '/server/main.js.map', '/server/migrations/0000_init.sql', '/server/'];
  it.each(serverFiles)('never serves the bundled server: %s', async (url) => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await page(`http://localhost${url}`, accept);
      expect(res.text).not.toContain('crmSecret');
      expect(res.text).not.toContain('CREATE TABLE');
      if (url.includes('.')) expect(res.status).toBe(404);
    }
  });

  it('does not escape the web root', async () => {
    const res = await page('http://localhost/../package.json', '*/*');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('"name": "gangway"');
  });
});

describe('with the PWA served', () => {
  it('API paths still answer JSON, never index.html', async () => {
    for (const url of [
      'http://localhost/api/v2/customer/me',
      'http://localhost/api/v2/no-such-thing',
      'http://localhost/api',
    ])
      for (const accept of ['text/html', '']) {
        const res = await page(url, accept);
        expect(res.status, `${url} ${accept}`).toBe(404);
        expect(res.body).toEqual({ error: 'Not found' });
      }
    expect((await page('http://localhost/api/v2/customer/me.json', 'text/html')).status).toBe(401);
  });

  it('CRM redirects win over the app shell', async () => {
    const res = await page('http://localhost/reviews/new?booking=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('https://crm.example.com/reviews/new?booking=1');
  });
});

describe('prerendered visitor pages', () => {
  it.each([
    ['http://cruise.localhost/login', 'cruise login', 'cruise'],
    ['http://cruise.localhost/login/?redirect=%2Fprofile', 'cruise login', 'cruise'],
    ['http://tour.localhost/login', 'tour login', 'tour'],
    ['http://localhost/registration', 'cruise registration', 'cruise'],
    ['http://localhost/password/edit?reset_password_token=abc', 'cruise reset', 'cruise'],
    ['http://localhost/invite/some-token', 'cruise invitation', 'cruise'],
  ])("%s is the brand's prerendered page, branded and with its own title", async (url, body, brand) => {
    const res = await page(url);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`data-prerendered="/login">${body}</div>`);
    expect(res.text).toContain(`<meta name="gangway-brand" content="${brand}">`);
    expect(res.text).toMatch(new RegExp(`<html[^>]* data-brand="${brand}">`));
    expect(res.text).toContain('<title>Log In | X™</title>');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Vary')).toMatch(/\bHost\b/);
  });

  it.each([
    ['a page the build did not prerender for this brand', 'http://tour.localhost/registration'],
    ['a reset link without its token (the page differs)', 'http://localhost/password/edit'],
    ['a signed-in page', 'http://localhost/bookings/40001'],
  ])('%s gets the shell', async (_what, url) => {
    const res = await page(url);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('data-prerendered');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('with Facebook configured, the Facebook variant where there is one, else the plain page', async () => {
    const withFacebook = await createTestContext({
      config: {
        webRoot,
        facebook: {
          appId: 'app',
          appSecret: 'secret',
          authOrigin: 'http://127.0.0.1:1',
          graphOrigin: 'http://127.0.0.1:1',
        },
      },
    });
    try {
      const open = (url: string) => withFacebook.client().request('GET', '', { url, headers: { Accept: 'text/html' } });
      const login = await open('http://cruise.localhost/login');
      expect(login.text).toContain('cruise login with facebook');
      expect(login.text).toContain('<meta name="gangway-social" content="facebook">');
      expect((await open('http://tour.localhost/login')).text).toContain('tour login');
    } finally {
      await withFacebook.close();
    }
  });
});
