// The first online load of the dashboard and of a booking (a session cookie, no service worker yet)
// arrives rendered by the server with its data, and the app hydrates it: the content is
// in the HTML, no console error or hydration mismatch, the painted nodes stay, and the page then
// works as the app. Anything the server cannot render whole gets the shell, as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_WEB_ROOT } from './e2e-env.ts';
import { type BrandName, brandUrl, collectErrors, DEMO, expect, signIn, test } from './fixtures.ts';

const SERVER = { timeout: 20_000 };

const PAGES = [
  {
    path: '/',
    content: (page: Page) =>
      page
        .getByRole('list', { name: /\d+ active bookings/ })
        .getByRole('article')
        .first(),
  },
  { path: '/bookings/40003', content: (page: Page) => page.getByRole('heading', { name: 'Itinerary' }) },
] as const;

const BRAND_COLOUR = { cruise: 'rgb(11, 57, 84)', tour: 'rgb(29, 77, 43)' } as const;

async function signedInContext(page: Page, brand: BrandName) {
  await page.goto(brandUrl(brand, '/login'));
  await signIn(page, DEMO.lead);
  return page.context().cookies();
}

for (const brand of ['cruise', 'tour'] as const) {
  test(`${brand}: the dashboard and a booking paint their data from the HTML alone`, async ({ page, browser }) => {
    const cookies = await signedInContext(page, brand);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(cookies);
    const noScript = await context.newPage();
    for (const { path, content } of PAGES) {
      const answer = await noScript.goto(brandUrl(brand, path));
      expect(answer?.headers()['cache-control']).toBe('no-store');
      await expect(noScript.locator('#root')).toHaveAttribute('data-server-rendered', path);
      await expect(content(noScript)).toBeVisible();
      await expect(noScript.getByRole('button', { name: /Olivia/ }).first()).toBeVisible();
      // In the brand's colours before any script runs (<html data-brand>, written by the server).
      await expect(noScript.locator('header .shell-header')).toHaveCSS('background-color', BRAND_COLOUR[brand]);
    }
    await context.close();
  });

  test(`${brand}: the dashboard and a booking hydrate without an error and keep their nodes`, async ({ page }) => {
    await signedInContext(page, brand);
    const errors = collectErrors(page);
    // The page inlines its stylesheet: fetched as well, it would be parsed and applied a second
    // time, a style recalculation of the whole page while it hydrates.
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    // Before any script of the page runs, remember the main landmark the HTML painted.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { paintedMain: Element | null }).paintedMain = document.querySelector('main');
      });
    });
    for (const { path, content } of PAGES) {
      await page.goto(brandUrl(brand, path));
      await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', path);
      await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
      await expect(content(page)).toBeVisible();
      const kept = await page.evaluate(
        () => (window as unknown as { paintedMain: Element | null }).paintedMain === document.querySelector('main'),
      );
      expect(kept, `${path}: the painted page is the hydrated one`).toBe(true);
    }
    // The last page's lazy parts have loaded too.
    await page.waitForLoadState('networkidle', SERVER);
    expect(errors).toEqual([]);
    expect(stylesheets).toEqual([]);
  });
}

test('a hydrated dashboard is the app: a booking opens inside it, and its data is kept for offline', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await signIn(page, DEMO.lead);
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  // The state the page came with is read once and goes: nothing of it stays in the document.
  await expect(page.locator('#gangway-state')).toHaveCount(0);
  await page
    .getByRole('list', { name: /\d+ active bookings/ })
    .getByRole('heading')
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible(SERVER);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The answers the page came with are persisted like fetched ones (an offline start needs them).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const request = indexedDB.open('keyval-store');
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          const names = await new Promise<IDBValidKey[]>((resolve, reject) => {
            const all = db.transaction('keyval').objectStore('keyval').getAllKeys();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          });
          db.close();
          return names.map(String);
        }),
      SERVER,
    )
    .toContainEqual(expect.stringMatching(/^gangway-cache:/));
  expect(errors).toEqual([]);
});

test("the header's painted controls are hydrated in place, not drawn anew", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, DEMO.lead);
  // Before any script of the page runs, remember the bell and the account menu the HTML painted.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const nav = document.querySelector('nav[aria-label="Account"]');
      (window as unknown as { paintedControls: Element[] }).paintedControls = [
        ...(nav?.querySelectorAll('button') ?? []),
      ];
    });
  });
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '/');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
  // The page's lazy parts and first updates are in: a lazy boundary was drawn anew by then.
  await page.waitForLoadState('networkidle', SERVER);
  const kept = await page.evaluate(() => {
    const painted = (window as unknown as { paintedControls: Element[] }).paintedControls;
    const live = [...document.querySelectorAll('nav[aria-label="Account"] button')];
    return {
      painted: painted.length,
      same: painted.length === live.length && painted.every((node, i) => node === live[i]),
    };
  });
  expect(kept).toEqual({ painted: 2, same: true });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('hydrating draws the shell and the page once: nothing renders them again on its own', async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, DEMO.lead);
  // React reports each commit to a devtools hook it finds on the page. At each one, note the props
  // object of the shell's first element and of the booking's content: their component's every
  // render makes a new one. Before: a value read differently while hydrating (a store's server
  // snapshot, use-session.ts) drew the shell again at once, in one task that did not yield, and a
  // mutation observer (use-ga-checkout.ts) drew the whole booking page twice more.
  await page.addInitScript(() => {
    type Fiber = { alternate: Fiber | null; memoizedProps: unknown };
    const seen = new Map<string, Set<unknown>>();
    const watched = ['#root > div', '[data-testid="booking-content"]'];
    (window as unknown as { renders: () => Record<string, number> }).renders = () =>
      Object.fromEntries([...seen].map(([selector, props]) => [selector, props.size]));
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: () => {
        for (const selector of watched) {
          const element = document.querySelector(selector) as (Element & Record<string, unknown>) | null;
          const key = element ? Object.keys(element).find((name) => name.startsWith('__reactFiber$')) : undefined;
          const fiber = key ? (element?.[key] as Fiber) : undefined;
          if (!fiber) continue;
          const props = seen.get(selector) ?? new Set();
          props.add(fiber.memoizedProps);
          if (fiber.alternate) props.add(fiber.alternate.memoizedProps);
          seen.set(selector, props);
        }
      },
    };
  });
  for (const [path, drawn] of [
    ['/', { '#root > div': 1 }],
    ['/bookings/40003', { '#root > div': 1, '[data-testid="booking-content"]': 1 }],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', path);
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
    // The page's lazy parts, its idle-time requests and the start's own updates are in by then.
    await page.waitForLoadState('networkidle', SERVER);
    const renders = await page.evaluate(() => (window as unknown as { renders: () => object }).renders());
    expect(renders, path).toEqual(drawn);
  }
  expect(errors).toEqual([]);
});

test('a button pressed before the app has hydrated the page is pressed once it has (web/prerender/early-taps.ts)', async ({
  page,
}) => {
  const errors = collectErrors(page); // a script the CSP refused would be one
  await signIn(page, DEMO.lead);
  // The app's script is held back, as a slow phone would be, until the bell has been pressed.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Signed in, the page is the dashboard: reloaded, it arrives rendered by the server. (Not goto,
  // which in these tests waits for the hydration: fixtures.ts.)
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(page.locator('#root')).not.toHaveAttribute('data-rendered', /.*/);
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
  // Pressed once: opened, not opened and closed again.
  await expect(bell).toHaveAttribute('aria-expanded', 'true', SERVER);
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible(SERVER);
  // Taken over, the page's buttons are the app's own: a press closes the panel.
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test("one customer's render carries nothing of the previous one's", async ({ browser }) => {
  const pageOf = async (email: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    const html = await (await page.request.get('/', { headers: { Accept: 'text/html' } })).text();
    await context.close();
    return html;
  };
  const lead = await pageOf(DEMO.lead);
  const friend = await pageOf(DEMO.friend);
  expect(lead).toContain('data-server-rendered="/"');
  expect(friend).toContain('data-server-rendered="/"');
  expect(lead).toContain(DEMO.lead);
  expect(friend).toContain(DEMO.friend);
  expect(friend).not.toContain(DEMO.lead);
});

test.describe('in another time zone than the server', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the first page is rendered afresh, and the next one is rendered in the device zone and hydrated', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await signIn(page, DEMO.lead);
    // The server rendered in its own zone: the app draws the page again instead of hydrating it.
    await expect(page.locator('#root')).toHaveAttribute('data-time-zone', /^(Etc\/)?UTC$/);
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'rendered', SERVER);
    await page.goto('/bookings/40001');
    await expect(page.locator('#root')).toHaveAttribute('data-time-zone', 'America/New_York');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
    expect(errors).toEqual([]);
  });
});

test('what the server cannot render whole gets the shell: signed out, another customer, a page not rendered', async ({
  page,
}) => {
  // Signed out: the shell, and the app sends the visitor to log in.
  await page.goto('/bookings/40003');
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', /./);
  await expect(page).toHaveURL(/\/login/, SERVER);
  // The friend travels on 40003 but has no booking 40006: the shell, then the app's own answer.
  await signIn(page, DEMO.friend);
  await page.goto('/bookings/40006');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'rendered', SERVER);
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered', /./);
  await expect(page).toHaveURL('/', SERVER);
  // The profile is not one of the server-rendered pages.
  await page.goto('/profile');
  await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'rendered', SERVER);
});

/** Each built JavaScript file's static imports, as paths the page asks for (the build's Vite manifest). */
function staticImports(): Map<string, string[]> {
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '..', '..', E2E_WEB_ROOT, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const fileOf = (key: string) => `/${manifest[key]?.file}`;
  return new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, (chunk.imports ?? []).map(fileOf)]));
}

const ROUND_TRIP_MS = 100;

test.describe("a page sent as HTML asks for each file's imports with the file, not once it has arrived", () => {
  // Without a worker: every file comes from the server, so each request shows in the page's timings.
  test.use({ serviceWorkers: 'block' });

  test('the dashboard, a booking and the sign-in page ask for every static import of a file before that file is in', async ({
    page,
    browser,
  }) => {
    const imports = staticImports();
    /** Each import asked for only after the file importing it had arrived (a round trip per level). */
    const lateImports = async (target: Page, address: string) => {
      // Every file from the server (not from memory, where each arrives as it is asked for), a round
      // trip of 100 ms each: a file asked for only once its importer has arrived starts after it.
      const devtools = await target.context().newCDPSession(target);
      await devtools.send('Network.enable');
      await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: ROUND_TRIP_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await target.goto(address);
      await expect(target.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
      const late = async () => {
        const timings = await target.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((item) => item as PerformanceResourceTiming)
            .map((item) => ({ path: new URL(item.name).pathname, start: item.startTime, end: item.responseEnd })),
        );
        const first = new Map<string, { start: number; end: number }>();
        for (const timing of timings) if (!first.has(timing.path)) first.set(timing.path, timing);
        const loaded = [...first.keys()].filter((file) => imports.has(file));
        expect(loaded.length, `${address} loads the app's files`).toBeGreaterThan(1);
        return loaded.flatMap((file) =>
          (imports.get(file) ?? []).flatMap((imported) => {
            const asked = first.get(imported)?.start;
            return asked !== undefined && asked <= (first.get(file)?.end ?? 0) ? [] : [`${imported} after ${file}`];
          }),
        );
      };
      // An import still on its way has no timing yet; one asked for late stays late.
      await expect.poll(late, SERVER).toEqual([]);
      await devtools.detach();
    };
    const visitor = await browser.newPage();
    await lateImports(visitor, '/login');
    await visitor.close();
    await signIn(page, DEMO.lead);
    for (const address of ['/', '/bookings/40003']) await lateImports(page, address);
  });
});

test.describe("the app's script waits for the page on screen, its photo included (start-after-paint.js)", () => {
  test.use({ serviceWorkers: 'block' });

  test("a booking's entry is asked for once its photo is shown, and a photo that fails holds nothing", async ({
    page,
  }) => {
    await signIn(page, DEMO.lead);
    // The photo comes a second late: a start a frame after the first paint would ask for the entry first.
    await page.route('**/images/products/**', (route) => {
      setTimeout(() => void route.continue().catch(() => {}), 1_000);
    });
    await page.goto('/bookings/40003');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
    const order = await page.evaluate(async () => {
      const entry = document.querySelector<HTMLElement>('script[data-entry]')?.dataset.entry ?? '';
      const photos = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'element', buffered: true }),
      );
      const asked = performance.getEntriesByType('resource').find((item) => item.name.endsWith(entry));
      return {
        photoShown: (photos[0] as PerformanceEntry & { renderTime: number }).renderTime,
        entryAsked: asked?.startTime,
      };
    });
    expect(order.entryAsked).toBeGreaterThan(order.photoShown);

    // A new tab: the reloaded page would take the photo it already has from memory.
    const failing = await page.context().newPage();
    // It fails a second late too: after the script has begun to wait for it.
    await failing.route('**/images/products/**', (route) => {
      setTimeout(() => void route.abort().catch(() => {}), 1_000);
    });
    await failing.goto('/bookings/40003');
    await expect(failing.locator('#root')).toHaveAttribute('data-rendered', 'hydrated', SERVER);
    // Started by the photo's error event, not by the script's 3 s fallback (which would ask later).
    const entryAskedAfterFailure = await failing.evaluate(() => {
      const entry = document.querySelector<HTMLElement>('script[data-entry]')?.dataset.entry ?? '';
      return performance.getEntriesByType('resource').find((item) => item.name.endsWith(entry))?.startTime;
    });
    expect(entryAskedAfterFailure).toBeLessThan(3_000);
  });
});
