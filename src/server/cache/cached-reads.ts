// The app's read caches (read-cache.ts), one set per app, all dropped by the same write generation.
import type { SessionRow } from '../auth/sessions.ts';
import type { LoadedBooking } from '../bookings/load-booking.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import { type ReadCache, readCache, type WriteGeneration, writeGeneration } from './read-cache.ts';

export type CachedReads = {
  generation: WriteGeneration;
  sessions: ReadCache<SessionRow>;
  bookings: ReadCache<LoadedBooking>;
};

// Entries are small (a session row; one booking with its passengers, a few KB): these bound the
// memory to a few MB while holding every customer who is active within the TTL.
const MAX_SESSIONS = 5000;
const MAX_BOOKINGS = 2000;

export function cachedReads(
  options: { ttlMs?: number; monotonicNow?: () => number; changeFeed?: ChangeFeed } = {},
): CachedReads {
  const { changeFeed, ...cacheOptions } = options;
  const generation = writeGeneration(changeFeed);
  return {
    generation,
    sessions: readCache<SessionRow>({ ...cacheOptions, name: 'sessions', generation, maxEntries: MAX_SESSIONS }),
    bookings: readCache<LoadedBooking>({ ...cacheOptions, name: 'bookings', generation, maxEntries: MAX_BOOKINGS }),
  };
}
