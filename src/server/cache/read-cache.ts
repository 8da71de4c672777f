// A small in-process cache for the two reads every signed-in page makes over and over: the session
// behind a cookie and one booking with everything its page shows. On PGlite (one single-threaded
// WASM engine) those two statements were most of a booking read's CPU, and the API budget (1,000
// reads/s on 2 cores) leaves well under a millisecond per read. It serves the embedded PGlite only,
// where this process is the only writer (cached-reads.ts; docs/decisions/in-process-read-cache.md).
//
// Why it stays correct:
// - Keys: the caller's key says whose answer it is. The booking read is keyed by the signed-in
//   customer AND the booking (bookings/cached-booking-read.ts), so one customer's entry can never
//   answer another's request; sessions are keyed by the token's SHA-256.
// - Writes through this server: every request that may change data (anything but GET, HEAD and
//   OPTIONS; no GET route writes what a cache keeps) bumps one generation counter before it runs and again when it has
//   finished (bumpOnWrite), and an entry is used only while the generation is the one its read
//   started under. So once a write has answered, no read made before it is served again: a
//   payment, a passenger edit or a sign-out is seen by the very next request. A read that started
//   before a write and ends after it is dropped, never stored under the new generation.
// - Writes through another process: there are none. The embedded database belongs to one process
//   while it runs; on PostgreSQL, which processes and hosts share, nothing is kept (cached-reads.ts).
//   TTL_MS bounds what a write outside any request could cost, and is short for that reason.
// - The clock: entries hold stored rows only, never anything derived from "now". Expiry of a
//   session and everything time-based in a booking answer (status, deadlines, open invitations)
//   are decided on each request with the current time, from the cached rows.
// - Size: at most `maxEntries` per cache, least recently used first out.
// - Concurrency: requests that miss the same key under the same generation share one database read.
import { performance } from 'node:perf_hooks';
import type { MiddlewareHandler } from 'hono';
import { readCacheLookups } from '../metrics/registry.ts';

/** How long an entry may answer at most, for writes this process cannot see. */
export const TTL_MS = 1000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type WriteGeneration = {
  readonly current: number;
  bump: () => void;
};

export function writeGeneration(): WriteGeneration {
  let current = 0;
  return {
    get current() {
      return current;
    },
    bump() {
      current += 1;
    },
  };
}

/**
 * Around every request that may write: bumped before (reads that start while it runs are not
 * kept past it) and after, even when it failed (a write may have committed before the error).
 */
export function bumpOnWrite(generation: WriteGeneration): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    generation.bump();
    try {
      await next();
    } finally {
      generation.bump();
    }
  };
}

type Entry<V> = { value: V; generation: number; expiresAt: number };

export type ReadCacheOptions = {
  /** Names the cache in the metrics' hit and miss counts. */
  name: string;
  generation: WriteGeneration;
  maxEntries: number;
  ttlMs?: number;
  /** Monotonic milliseconds (tests pass their own). */
  monotonicNow?: () => number;
};

export type ReadCache<V> = {
  /**
   * The cached value for `key`, or `load()`'s, kept when it is not null. Nulls (not found, not
   * allowed) are never kept, so they cost the database read they always did.
   */
  read: (key: string, load: () => Promise<V | null>) => Promise<V | null>;
  /** Entries held now, expired or not (tests). */
  readonly size: number;
};

export function readCache<V>(options: ReadCacheOptions): ReadCache<V> {
  const { name, generation, maxEntries, ttlMs = TTL_MS, monotonicNow = () => performance.now() } = options;
  const hits = readCacheLookups.labels({ cache: name, result: 'hit' });
  const misses = readCacheLookups.labels({ cache: name, result: 'miss' });
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, { generation: number; promise: Promise<V | null> }>();

  const fresh = (key: string): Entry<V> | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation.current || entry.expiresAt <= monotonicNow()) {
      entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: moving the entry to the end makes the first one the LRU.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const store = (key: string, value: V, startedUnder: number) => {
    if (startedUnder !== generation.current) return;
    entries.delete(key);
    entries.set(key, { value, generation: startedUnder, expiresAt: monotonicNow() + ttlMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  return {
    read(key, load) {
      const hit = fresh(key);
      if (hit) {
        hits.inc();
        return Promise.resolve(hit.value);
      }
      misses.inc();
      const startedUnder = generation.current;
      const pending = loading.get(key);
      if (pending && pending.generation === startedUnder) return pending.promise;
      const promise = load().then((value) => {
        if (value !== null) store(key, value, startedUnder);
        return value;
      });
      const mine = { generation: startedUnder, promise };
      loading.set(key, mine);
      const done = () => {
        if (loading.get(key) === mine) loading.delete(key);
      };
      promise.then(done, done);
      return promise;
    },
    get size() {
      return entries.size;
    },
  };
}

/** Every read from the database: where other processes write to it too (PostgreSQL). */
export function uncached<V>(): ReadCache<V> {
  return { read: (_key, load) => load(), size: 0 };
}
