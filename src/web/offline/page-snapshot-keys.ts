// The names of page snapshots in IndexedDB (page-snapshot-rules.ts says what they are and how long
// they live): one per customer and address, 'gangway-page:<id>:<address>'. Kept apart from the
// worker's rules so that the writer's chunk takes only this, and the sign-in page's bundle has
// nothing more to export for it.
import { cacheKeyFor } from '../lib/persist-policy.ts';

const PAGE_SNAPSHOT_PREFIX = 'gangway-page:';

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
  /**
   * The app's files this page had loaded (the entry's excepted): the page painted from the
   * snapshot names them for its start to fetch together, instead of finding each file's imports
   * once the one before it has arrived.
   */
  scripts?: string[];
};

/** A built file of the app (`scripts` above): nothing else goes into the markup of a page painted from a snapshot. */
export const isAppFile = (path: unknown): path is string =>
  typeof path === 'string' && /^\/assets\/[\w.-]+\.js$/.test(path);

export type Address = { pathname: string; search: string };

/**
 * A customer's snapshot of a page, 'gangway-page:<id>:<address>' (path and query: the dashboard's
 * scope is in it).
 */
export function pageSnapshotKey(customerId: number, url: Address): string | undefined {
  if (!SNAPSHOT_PATHS.some((pattern) => pattern.test(url.pathname))) return undefined;
  return `${PAGE_SNAPSHOT_PREFIX}${customerId}:${url.pathname}${url.search}`;
}

const SNAPSHOT_KEY = new RegExp(`^${PAGE_SNAPSHOT_PREFIX}(\\d+):`);

/**
 * Snapshots to delete among the store's keys: those whose customer's persisted cache is gone, and,
 * when a customer is signed in (`keep`), every other customer's.
 */
export function staleSnapshotKeys(storedKeys: readonly unknown[], keep?: number): string[] {
  return storedKeys.filter((key): key is string => {
    const customerId = typeof key === 'string' ? SNAPSHOT_KEY.exec(key)?.[1] : undefined;
    if (customerId === undefined) return false;
    return !storedKeys.includes(cacheKeyFor(Number(customerId))) || (keep !== undefined && Number(customerId) !== keep);
  });
}

/**
 * The key of the snapshot the worker may paint at `url`: that of a customer whose persisted cache
 * is on the device (`storedKeys`: the store's keys), if there is one.
 */
export function paintableSnapshotKey(storedKeys: readonly unknown[], url: Address): string | undefined {
  for (const key of storedKeys) {
    const customerId = Number(typeof key === 'string' ? SNAPSHOT_KEY.exec(key)?.[1] : undefined);
    if (key === pageSnapshotKey(customerId, url) && storedKeys.includes(cacheKeyFor(customerId))) return key as string;
  }
  return undefined;
}
