// Tells the other server processes on the same PostgreSQL that something was written, so their
// in-process read caches (cache/read-cache.ts) drop what they hold at once instead of after the
// TTL. PostgreSQL LISTEN/NOTIFY on one channel: a notification is delivered when its transaction
// commits, to every session listening. The listener is one dedicated connection (a pooled one
// may be handed to queries and would drop the LISTEN); when it is lost, notifications sent
// meanwhile are lost with it, so every (re)connection also counts as a change.
// The embedded PGlite serves one process and needs none of this.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { logger } from '../log/logger.ts';

export const CHANGE_CHANNEL = 'gangway_writes';
const RECONNECT_MS = 1000;

export type ChangeFeed = {
  /** After a write has committed: tell the other processes (this one already knows). */
  publish: () => Promise<void>;
  /** Called on each change another process published, and on each (re)connection. */
  subscribe: (listener: () => void) => void;
  close: () => Promise<void>;
};

export async function pgChangeFeed(options: {
  connectionString: string;
  /** Runs the NOTIFY (the app's pool: no connection of its own needed to publish). */
  query: (text: string, values: unknown[]) => Promise<unknown>;
  log?: (line: string) => void;
}): Promise<ChangeFeed> {
  const { connectionString, query, log = (line: string) => logger.warn(line) } = options;
  const self = randomBytes(8).toString('hex'); // our own notifications need no second bump
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  let client: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (which: pg.Client) => {
    if (client !== which || closing) return;
    client = null;
    which.end().catch(() => {});
    changed(); // until we listen again, nothing tells us about writes: drop what we hold
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== self) changed();
    });
    next.on('error', (error) => {
      log(`[db] change listener lost: ${error.constructor.name}`);
      lost(next);
    });
    next.on('end', () => lost(next));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      changed(); // writes made while we were not listening went unheard
    } catch (error) {
      log(`[db] change listener could not connect: ${(error as Error).constructor.name}; retrying`);
      lost(next);
    }
  }

  await connect();
  return {
    async publish() {
      try {
        await query('select pg_notify($1, $2)', [CHANGE_CHANNEL, self]);
      } catch (error) {
        // The write itself succeeded; other processes see it when their entries expire (the TTL).
        log(`[db] change notification failed: ${(error as Error).constructor.name}`);
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
