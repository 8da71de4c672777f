// Entry point: read the environment, open and migrate the database, seed reference data (and the
// demo into an empty one), check a production start, and serve the API and the built PWA on one
// port until SIGINT/SIGTERM (graceful-shutdown.ts).
import { setNewHashCost } from './auth/passwords.ts';
import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { claimDataDir } from './backup/data-dir-claim.ts';
import { startCluster } from './cluster/start-cluster.ts';
import { type Clock, fixedClock, runningClock, systemClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { seedAtStart } from './db/seed/first-start.ts';
import { readEnv, readShutdownTimeoutMs } from './env.ts';
import { stopOnSignals } from './graceful-shutdown.ts';
import { databaseProbe } from './health/database-probe.ts';
import { createReadiness } from './health/readiness.ts';
import { errorSummary } from './http/log-error.ts';
import { crmIntegrationSecret } from './integrations/crm-secret.ts';
import { calendarFeedSecret } from './calendar/feed-secret.ts';
import { logger } from './log/logger.ts';
import { createMailer, mailLinksPrinted } from './mail/create-mailer.ts';
import { startProcessMetrics } from './metrics/process-metrics.ts';
import { providerOf } from './payments/provider-of.ts';
import { startDeletionRequestJob } from './account/deletion-requests.ts';
import { startDeadlineJob } from './notifications/deadline-job.ts';
import { startReconcileSweep } from './payments/reconcile-sweep.ts';
import { withSandboxWebhookSecrets } from './payments/sandbox-webhook-secrets.ts';
import { pushDeliveryOf, startPushJob } from './push/push-delivery.ts';
import { defaultVapidSubject, vapidKeys } from './push/vapid-keys.ts';
import { checkProductionStart, StartRefused } from './production-start.ts';

function clockOf(config: { fixedNow?: string; clockStart?: string }): Clock {
  if (config.fixedNow) return fixedClock(config.fixedNow);
  if (config.clockStart) return runningClock(config.clockStart);
  return systemClock;
}

/** Longer than a load balancer keeps an idle connection to a server (HAProxy, nginx: seconds). */
const KEEP_ALIVE_MS = 65_000;

async function main() {
  const env = readEnv();
  // The primary of several processes forks workers, which run this function in turn.
  if (startCluster(env)) return;
  setNewHashCost(env.scryptN);
  startProcessMetrics(env.metrics);
  const shutdownTimeoutMs = readShutdownTimeoutMs();
  await mkdir(env.dataDir, { recursive: true }); // PGlite creates its own folder, not the parents
  // The embedded database allows one process: refuse to start beside another, answer `npm run backup`.
  const claim = env.databaseUrl ? undefined : await claimDataDir(env.dataDir);
  // Secrets this installation makes for itself at first start, unless configured (kept under DATA_DIR).
  const config = {
    ...env,
    payments: env.payments && (await withSandboxWebhookSecrets(env.payments, env.dataDir)),
    crmIntegrationSecret: await crmIntegrationSecret(env.crmIntegrationSecret, env.dataDir),
    calendarFeedSecret: await calendarFeedSecret(env.calendarFeedSecret, env.dataDir),
    vapid: await vapidKeys(env.vapid, env.dataDir, defaultVapidSubject(env.publicOrigin, env.mailFrom)),
  };
  const clock = clockOf(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate((db) =>
    seedAtStart(db, {
      demo: config.seedDemoData,
      now: clock.now(),
      publicOrigin: config.publicOrigin,
      log: (line) => logger.info(line),
      showLinks: mailLinksPrinted(config),
    }),
  );
  // Said once: by the single process, or by the first of several (which starts alone).
  const saysWarnings = !cluster.isWorker || cluster.worker?.id === 1;
  await checkProductionStart(database.db, config, (line) => saysWarnings && logger.warn(`[server] ${line}`));
  if (claim && database.snapshot) claim.answerBackups(database.snapshot);

  const deps = {
    db: database.db,
    clock,
    mailer: createMailer(config),
    config,
    readCacheTtlMs: config.readCacheTtlMs,
    sharedDatabase: database.engine === 'postgres',
    readiness: createReadiness(databaseProbe(database.db)),
    push: pushDeliveryOf({ db: database.db, config }),
  };
  const app = createApp(deps);
  const sweep = startReconcileSweep({ db: database.db, provider: providerOf(deps) });
  const deadlines = startDeadlineJob({ db: database.db, now: () => deps.clock.now(), raised: deps.push.kick });
  const pushes = startPushJob(deps.push);
  const deletionRequests = startDeletionRequestJob({ db: database.db, settings: config, now: () => deps.clock.now() });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    // A worker's primary says it once all of them listen.
    if (!cluster.isWorker)
      logger.info(`[server] Gangway listening on http://localhost:${info.port} (${database.engine} database)`);
  });
  // A proxy keeps connections open between requests: the one that closes an idle connection must be
  // the proxy, which then sends nothing more on it. Node's own 5 s would close it under a request
  // the proxy is sending at that moment, and that request would fail.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
  stopOnSignals({
    server,
    readiness: deps.readiness,
    jobs: [sweep, deadlines, pushes, deletionRequests],
    closeDatabase: () => database.close(),
    timeoutMs: shutdownTimeoutMs,
    log: logger,
  });
}

main().catch((error) => {
  if (error instanceof StartRefused) logger.fatal(`[server] ${error.message}`);
  else logger.fatal(`[server] failed to start: ${errorSummary(error).line}`);
  process.exit(1);
});
