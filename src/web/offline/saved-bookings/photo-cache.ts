// A booking's product photos kept in the worker's runtime image cache, where the worker answers
// them from offline (sw.ts). Only addresses the worker would cache anyway (product photos,
// avatars); a photo on another host is kept as the opaque answer an <img> gets.
import type { BookingSummary } from '../../../shared/contract/bookings.ts';
import { isRuntimeCachedImage, RUNTIME_IMAGE_CACHE } from '../service-worker-routes.ts';

type PhotoFacts = Pick<BookingSummary, 'productBackgroundImageUrl' | 'productDashboardBackgroundImageUrl'>;

/** The booking's photos, as absolute addresses the worker caches. */
export function bookingPhotoUrls(booking: PhotoFacts, base = location.href): string[] {
  const urls = [booking.productBackgroundImageUrl, booking.productDashboardBackgroundImageUrl]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url, base));
  const ownOrigin = new URL(base).origin;
  return [...new Set(urls.filter((url) => isRuntimeCachedImage(url, ownOrigin)).map((url) => url.href))];
}

const isOwn = (url: string) => new URL(url).origin === location.origin;

/** As long as an API call may take (web/lib/http.ts): a photo that stalls fails, the save goes on. */
const PHOTO_TIMEOUT_MS = 20_000;

/**
 * Fetches the photo into the image cache; resolves with the bytes it takes (0 when opaque). A photo
 * that has not arrived in `timeoutMs` rejects, so a dead connection cannot keep a save waiting.
 */
export async function savePhoto(url: string, timeoutMs = PHOTO_TIMEOUT_MS): Promise<number> {
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetch(
    url,
    isOwn(url) ? { cache: 'no-cache', signal } : { mode: 'no-cors', credentials: 'omit', signal },
  );
  if (!response.ok && response.type !== 'opaque') throw new Error(`${url}: ${response.status}`);
  const bytes = response.type === 'opaque' ? 0 : (await response.clone().blob()).size;
  await (await caches.open(RUNTIME_IMAGE_CACHE.name)).put(url, response);
  return bytes;
}

/** What the photos held in the image cache take (0 for an opaque one), or undefined without them all. */
export async function cachedPhotoBytes(urls: readonly string[]): Promise<number | undefined> {
  // Asked without opening: opening would create the cache.
  if (typeof caches === 'undefined' || !(await caches.has(RUNTIME_IMAGE_CACHE.name))) return undefined;
  const cache = await caches.open(RUNTIME_IMAGE_CACHE.name);
  let total = 0;
  for (const url of urls) {
    const held = await cache.match(url);
    if (!held) return undefined;
    total += held.type === 'opaque' ? 0 : (await held.blob()).size;
  }
  return total;
}
