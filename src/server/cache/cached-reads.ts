// The app's read caches (read-cache.ts), one set per app, all dropped by the same write generation.
// They keep entries only where this process is the database's one writer (the embedded PGlite). On
// PostgreSQL other processes and hosts write too, and a write one of them has answered must be in
// the very next read anywhere: every read goes to the database, where it always is.
import type { SessionRow } from '../auth/sessions.ts';
import type { LoadedBooking } from '../bookings/load-booking.ts';
import { type ReadCache, readCache, uncached, type WriteGeneration, writeGeneration } from './read-cache.ts';

export type CachedReads = {
  generation: WriteGeneration;
  sessions: ReadCache<SessionRow>;
  bookings: ReadCache<LoadedBooking>;
};

// Entries are small (a session row; one booking with its passengers, a few KB): these bound the
// memory to a few MB while holding every customer who is active within the TTL.
const MAX_SESSIONS = 5000;
const MAX_BOOKINGS = 2000;

export function cachedReads(options: {
  /** Other processes write to the database too (PostgreSQL): nothing is kept. */
  sharedDatabase: boolean;
  ttlMs?: number;
  monotonicNow?: () => number;
}): CachedReads {
  const { sharedDatabase, ...cacheOptions } = options;
  const generation = writeGeneration();
  if (sharedDatabase) return { generation, sessions: uncached(), bookings: uncached() };
  return {
    generation,
    sessions: readCache<SessionRow>({ ...cacheOptions, name: 'sessions', generation, maxEntries: MAX_SESSIONS }),
    bookings: readCache<LoadedBooking>({ ...cacheOptions, name: 'bookings', generation, maxEntries: MAX_BOOKINGS }),
  };
}
