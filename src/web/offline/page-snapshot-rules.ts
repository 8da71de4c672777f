// Page snapshots: what a signed-in page looked like the last time it was on screen, kept so that
// the service worker can answer the next start of that page with it painted. An offline start
// otherwise shows the shell until the app's script has run, restored the query cache and rendered:
// on a slow phone most of a second and more. With a snapshot the traveller reads the last known
// page at the first paint; the app then renders the same page from the restored cache in its place.
// Pure rules, shared by the writer (page-snapshot-writer.ts), the worker (page-snapshot-response.ts)
// and their unit test.
//
// A snapshot holds what the page showed, so it lives exactly as long as the customer's persisted
// query cache: it is named under the cache's key ('gangway-cache:<id>:page:<address>'), so every
// deletion of a customer's cache (nobody signed in any more, another customer signed in: see
// persist-policy.ts staleCacheKeys) takes it too, and sign-out clears the store. It is written only
// while its customer is signed in, and the worker paints one only while that customer's persisted
// cache is on the device too, only for this build and only within the cache's maximum age. Dialogs
// (where payment details are typed or shown) and the status banners are left out of it.
import { withRootMarkup, startAfterPaint } from '../prerender/page-html.ts';
import { CACHE_KEY_PREFIX, cacheKeyFor, PERSIST_MAX_AGE_MS } from '../lib/persist-policy.ts';

/** The pages a traveller opens offline: the dashboard and a booking's page. */
const SNAPSHOT_PATHS = [/^\/$/, /^\/bookings\/\d+$/];

export type PageSnapshot = {
  customerId: number;
  /** The build that rendered it (config.buildId): another build's markup may not fit its styles. */
  build: string;
  /** When it was taken, in ms since the epoch. */
  savedAt: number;
  title: string;
  /** #root's inner HTML. */
  html: string;
};

type Address = { pathname: string; search: string };

/** A customer's snapshot of a page, by address (path and query: the dashboard's scope is in it). */
export function pageSnapshotKey(customerId: number, url: Address): string | undefined {
  if (!SNAPSHOT_PATHS.some((pattern) => pattern.test(url.pathname))) return undefined;
  return `${cacheKeyFor(customerId)}:page:${url.pathname}${url.search}`;
}

const CACHE_KEY = new RegExp(`^${CACHE_KEY_PREFIX}(\\d+)$`);

/**
 * The key of the snapshot the worker may paint at `url`: that of a customer whose persisted cache
 * is on the device (`storedKeys`: the store's keys), if there is one.
 */
export function paintableSnapshotKey(storedKeys: readonly unknown[], url: Address): string | undefined {
  for (const key of storedKeys) {
    const customerId = typeof key === 'string' ? CACHE_KEY.exec(key)?.[1] : undefined;
    const snapshotKey = customerId ? pageSnapshotKey(Number(customerId), url) : undefined;
    if (snapshotKey && storedKeys.includes(snapshotKey)) return snapshotKey;
  }
  return undefined;
}

/**
 * Whether a stored snapshot may be painted: well formed, of this build, not older than the
 * persisted cache may be, and stored under its own customer's key.
 */
export function isServableSnapshot(
  snapshot: unknown,
  expected: { key: string; url: Address; build: string; now: number },
): snapshot is PageSnapshot {
  if (typeof snapshot !== 'object' || snapshot === null) return false;
  const { customerId, build, savedAt, title, html } = snapshot as Partial<PageSnapshot>;
  if (typeof customerId !== 'number' || typeof savedAt !== 'number') return false;
  if (typeof title !== 'string' || typeof html !== 'string' || build !== expected.build) return false;
  if (expected.now - savedAt > PERSIST_MAX_AGE_MS || savedAt > expected.now) return false;
  return pageSnapshotKey(customerId, expected.url) === expected.key;
}

/** Marks #root of a page painted from a snapshot (the client renders it afresh, never hydrates it). */
export const SNAPSHOT_ROOT_ATTRIBUTE = 'data-snapshot';

/**
 * The shell (the built index.html) with the snapshot in #root. The snapshot is inert, so nothing in
 * it takes a tap or focus or reaches a screen reader before the app has rendered the live page in
 * its place; its wrapper takes no box. The app's script starts once the snapshot is painted.
 */
export function shellWithSnapshot(shell: string, snapshot: PageSnapshot): string {
  return startAfterPaint(
    withRootMarkup(shell, {
      rootAttributes: { [SNAPSHOT_ROOT_ATTRIBUTE]: String(snapshot.savedAt) },
      markup: `<div class="contents" inert>${snapshot.html}</div>`,
      title: snapshot.title,
    }),
  );
}
