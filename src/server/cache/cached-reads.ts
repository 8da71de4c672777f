// The app's read caches (read-cache.ts), one set per app, all dropped by the same write generation.
import type { SessionRow } from '../auth/sessions.ts';
import type { LoadedBooking } from '../bookings/load-booking.ts';
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

export function cachedReads(options: { ttlMs?: number; monotonicNow?: () => number } = {}): CachedReads {
  const generation = writeGeneration();
  return {
    generation,
    sessions: readCache<SessionRow>({ ...options, generation, maxEntries: MAX_SESSIONS }),
    bookings: readCache<LoadedBooking>({ ...options, generation, maxEntries: MAX_BOOKINGS }),
  };
}
