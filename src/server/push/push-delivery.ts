// Sends the notifications marked for pushing (raise-notifications.ts) to their customers' devices,
// outside any request: kicked after each write the API answers (its transaction committed by then)
// and by a periodic run for what another process or a crash left. Rows are claimed in the
// database, so several processes never push one notification twice. A 404 or 410 means the
// browser dropped the subscription: it is deleted. A 429, a 5xx or an unreachable service is
// tried again after a growing pause; any other answer is given up. Failures are logged by status
// only: an endpoint URL is a credential of the device.
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { startPeriodicJob } from '../jobs/periodic-job.ts';
import { type Logger, logger } from '../log/logger.ts';
import { type PushMessage, pushMessageOf } from './push-payload.ts';
import { forgetSubscription, subscriptionsOf } from './push-subscriptions.ts';
import { type PushTransport, webPushTransport } from './push-transport.ts';
import type { VapidKeys } from './vapid-keys.ts';

const PAGE = 100;
export const RETRY_DELAYS_MS = [2_000, 15_000, 60_000];

export type PushDelivery = {
  /** Starts a run soon, or another after the one under way; never waits. */
  kick: () => void;
  /** Resolves once nothing is claimed or being sent (tests, shutdown). */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

const isGone = (status: number) => status === 404 || status === 410;
const isTransient = (status: number) => status === 0 || status === 429 || status >= 500;

export function pushDelivery(options: {
  db: Db;
  transport: PushTransport | undefined;
  log: Pick<Logger, 'warn' | 'error'>;
  retryDelaysMs?: readonly number[];
}): PushDelivery {
  const { db, transport, log } = options;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const stopping = new AbortController();
  const sending = new Set<Promise<void>>();
  let run: Promise<void> | undefined;
  let again = false;

  async function send(subscription: Awaited<ReturnType<typeof subscriptionsOf>>[number], message: PushMessage) {
    if (!transport) return;
    const target = { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } };
    for (let attempt = 0; ; attempt += 1) {
      const status = await transport(target, message);
      if (status >= 200 && status < 300) return;
      if (isGone(status)) {
        await forgetSubscription(db, subscription.id, subscription.endpoint);
        return;
      }
      const retry = isTransient(status) && attempt < delays.length;
      log.warn({ status, attempt: attempt + 1, retry }, '[push] delivery failed');
      if (!retry) return;
      await sleep(delays[attempt], undefined, { signal: stopping.signal });
    }
  }

  function track(work: Promise<void>) {
    const settled = work.catch((error: unknown) => {
      if (!stopping.signal.aborted) log.error({ error: (error as Error).name }, '[push] delivery failed');
    });
    sending.add(settled);
    void settled.finally(() => sending.delete(settled));
  }

  async function claimPage() {
    const pending = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.pushPending, true))
      .orderBy(asc(notifications.id))
      .limit(PAGE)
      .for('update', { skipLocked: true });
    return db.update(notifications).set({ pushPending: false }).where(inArray(notifications.id, pending)).returning({
      customerId: notifications.customerId,
      bookingId: notifications.bookingId,
      type: notifications.type,
      message: notifications.message,
    });
  }

  async function drain() {
    for (;;) {
      const claimed = await claimPage();
      if (claimed.length === 0) return;
      const devices = await subscriptionsOf(db, [...new Set(claimed.map((row) => row.customerId))]);
      for (const row of claimed) {
        const message = pushMessageOf(row);
        if (!message) continue;
        for (const device of devices) if (device.customerId === row.customerId) track(send(device, message));
      }
    }
  }

  const kick = () => {
    if (stopping.signal.aborted) return;
    if (run) {
      again = true;
      return;
    }
    run = (async () => {
      do {
        again = false;
        await drain();
      } while (again && !stopping.signal.aborted);
    })()
      .catch((error: unknown) => log.error({ error: (error as Error).name }, '[push] claiming failed'))
      .finally(() => {
        run = undefined;
      });
  };

  const idle = async () => {
    while (run || sending.size > 0) await Promise.all([run, ...sending]);
  };

  return {
    kick,
    idle,
    stop: async () => {
      stopping.abort();
      await idle();
    },
  };
}

/** The delivery of an app: web-push signed with the configured VAPID pair, none without one. */
export const pushDeliveryOf = (deps: { db: Db; config: { vapid?: VapidKeys }; log?: Logger }) =>
  pushDelivery({
    db: deps.db,
    transport: deps.config.vapid && webPushTransport(deps.config.vapid),
    log: deps.log ?? logger,
  });

export const PUSH_JOB_INTERVAL_MS = 30_000;

/** Picks up what no request kicked: rows left by a process that stopped, or raised elsewhere. */
export function startPushJob(delivery: PushDelivery) {
  const job = startPeriodicJob({
    name: 'push',
    intervalMs: PUSH_JOB_INTERVAL_MS,
    run: async () => {
      delivery.kick();
      return null;
    },
  });
  return {
    stop: async () => {
      await job.stop();
      await delivery.stop();
    },
  };
}
