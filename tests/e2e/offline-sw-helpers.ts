// Shared by the offline specs (offline-sw*.spec.ts, offline-reading*.spec.ts): waiting for the
// service worker to control a page, reading the Cache Storage and the persisted query cache, and
// the status banners.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Resolves once a service worker is active and controls the page (the first visit installs it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

/** Every URL in the Cache Storage, per cache name. */
export async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => request.url);
    }
    return out;
  });
}

export type StoredEntry = { key: string; value: unknown };

/**
 * Every entry of the app's IndexedDB store, where it keeps the persisted query cache (one entry
 * per customer) and the page snapshots; the values as stored. Reading neither creates the database
 * nor keeps a connection open, so it never holds up a sign-out's deletion of it.
 */
export function storedEntries(page: Page): Promise<StoredEntry[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'keyval-store')) return [];
    return new Promise<StoredEntry[]>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('keyval')) {
          db.close();
          return resolve([]);
        }
        const store = db.transaction('keyval').objectStore('keyval');
        const keys = store.getAllKeys();
        const values = store.getAll();
        values.onsuccess = () => {
          db.close();
          resolve(keys.result.map((key, i) => ({ key: String(key), value: values.result[i] })));
        };
        values.onerror = () => {
          db.close();
          reject(values.error);
        };
      };
    });
  });
}

/**
 * Everything the app persisted to IndexedDB as one text, whatever the entries' names and shapes
 * (empty when the store cannot be read).
 */
export async function persistedCacheText(page: Page): Promise<string> {
  const entries = await storedEntries(page).catch(() => []);
  return entries.map(({ value }) => (typeof value === 'string' ? value : JSON.stringify(value))).join('\n');
}

/** Waits until the persisted query cache holds every given fragment (writes are throttled). */
export async function waitForPersisted(page: Page, fragments: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const text = await persistedCacheText(page);
        return fragments.filter((fragment) => !text.includes(fragment));
      },
      { timeout: 15_000, message: 'persisted query cache is missing' },
    )
    .toEqual([]);
}

export const banners = (page: Page) => page.locator('#status-banners');
export const banner = (
  page: Page,
  name: 'Offline' | 'Saved copy' | 'New version' | 'Ready offline' | 'Shared device',
) => banners(page).getByRole('region', { name, exact: true });

/** A compact banner's full wording: opens its Details (once) and hands back the banner. */
export async function bannerDetails(page: Page, name: 'Offline' | 'Saved copy') {
  const region = banner(page, name);
  const toggle = region.getByRole('button', { name: 'Details' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return region;
}
