// A bounded queue for password hashing, separate from everything else the server does.
//
// Why: node:crypto's async scrypt runs on libuv's thread pool (4 threads by default), the same pool
// that serves file reads (static files, the outbox), dns lookups and zlib. Each scrypt at N=2^17
// takes 128 MiB and a few hundred milliseconds of one core, so a burst of sign-ups would fill the
// pool (every file read waiting behind it) and take gigabytes. Letting at most `concurrency` hashes
// in at a time leaves the rest of the pool free and caps scrypt's memory at concurrency x 128 MiB;
// the queue behind it is bounded so a flood is answered at once (503 + Retry-After) instead of
// piling up requests that would time out anyway.
//
// Why not a worker thread: a worker running scryptSync would keep scrypt off the pool entirely,
// but it adds a second module graph to load (TypeScript under tsx and under vitest), a message
// protocol and its own memory (~10 MiB per worker) for no gain once the pool is never filled by
// hashes: with the bound below, at least two pool threads always stay free for I/O.
import { availableParallelism } from 'node:os';

export type HashQueueStats = { running: number; queued: number; peakRunning: number };

export class HashQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('password hashing queue is full');
  }
}

export type HashQueue = {
  run: <T>(task: () => Promise<T>) => Promise<T>;
  stats: () => HashQueueStats;
};

export type HashQueueLimits = { concurrency: number; maxQueued: number };

/** libuv's default pool is 4 threads: keep 2 free for I/O, and leave one core to the event loop. */
export function defaultHashQueueLimits(cores = availableParallelism()): HashQueueLimits {
  const concurrency = Math.max(1, Math.min(2, cores - 1));
  // About 5 s of waiting at a few hundred ms per hash: past that a traveller is better told to retry.
  return { concurrency, maxQueued: 8 * concurrency };
}

export function createHashQueue(limits: HashQueueLimits): HashQueue {
  const waiting: (() => void)[] = [];
  let running = 0;
  let peakRunning = 0;
  let averageMs = 500; // a first guess for Retry-After, replaced by what hashes really take

  // Runs a task in a slot already taken; a finished task hands its slot straight to the next in
  // line (never freeing it in between), so a newcomer can never slip past the bound.
  const execute = async <T>(task: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    try {
      return await task();
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - began) * 0.2;
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };

  return {
    run: (task) => {
      if (running < limits.concurrency) {
        running += 1;
        peakRunning = Math.max(peakRunning, running);
        return execute(task);
      }
      if (waiting.length >= limits.maxQueued) {
        const drainMs = ((waiting.length + running) / limits.concurrency) * averageMs;
        return Promise.reject(new HashQueueFullError(Math.max(1, Math.ceil(drainMs / 1000))));
      }
      return new Promise<void>((resolve) => waiting.push(resolve)).then(() => execute(task));
    },
    stats: () => ({ running, queued: waiting.length, peakRunning }),
  };
}
