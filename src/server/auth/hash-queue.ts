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
// Lanes (createHashLanes): one such queue per purpose, each with its own slots and its own bound,
// so a flood in one lane (sign-ups from many addresses) never delays or refuses another (sign-in).
//
// Why not a worker thread: a worker running scryptSync would keep scrypt off the pool entirely,
// but it adds a second module graph to load (TypeScript under tsx and under vitest), a message
// protocol and its own memory (~10 MiB per worker) for no gain once the pool is never filled by
// hashes: with the bounds passwords.ts sets, at least two pool threads always stay free for I/O.
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

export type HashLanes<Lane extends string> = {
  run: <T>(lane: Lane, task: () => Promise<T>) => Promise<T>;
  stats: (lane: Lane) => HashQueueStats;
};

/** A bounded queue per lane: a task waits only behind tasks of its own lane. */
export function createHashLanes<Lane extends string>(limits: Record<Lane, HashQueueLimits>): HashLanes<Lane> {
  const queues = new Map<Lane, HashQueue>();
  for (const lane of Object.keys(limits) as Lane[]) queues.set(lane, createHashQueue(limits[lane]));
  const queueOf = (lane: Lane) => {
    const queue = queues.get(lane);
    if (!queue) throw new Error(`no hash lane '${lane}'`);
    return queue;
  };
  return { run: (lane, task) => queueOf(lane).run(task), stats: (lane) => queueOf(lane).stats() };
}
