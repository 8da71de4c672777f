// Entry point: read the environment, open and migrate the database, seed demo data into an empty
// one, and serve the API and the built PWA on one port until SIGINT/SIGTERM (graceful-shutdown.ts).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { createApp } from './app.ts';
import { type Clock, fixedClock, runningClock, systemClock } from './clock.ts';
import { openDatabase } from './db/client.ts';
import { customers } from './db/schema.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { readEnv, readShutdownTimeoutMs } from './env.ts';
import { stopOnSignals } from './graceful-shutdown.ts';
import { databaseProbe } from './health/database-probe.ts';
import { createReadiness } from './health/readiness.ts';
import { errorSummary } from './http/log-error.ts';
import { crmIntegrationSecret } from './integrations/crm-secret.ts';
import { logger } from './log/logger.ts';
import { createMailer, mailLinksPrinted } from './mail/create-mailer.ts';
import { providerOf } from './payments/provider-of.ts';
import { startDeadlineJob } from './notifications/deadline-job.ts';
import { startReconcileSweep } from './payments/reconcile-sweep.ts';
import { withSandboxWebhookSecrets } from './payments/sandbox-webhook-secrets.ts';

function clockOf(config: { fixedNow?: string; clockStart?: string }): Clock {
  if (config.fixedNow) return fixedClock(config.fixedNow);
  if (config.clockStart) return runningClock(config.clockStart);
  return systemClock;
}

async function main() {
  const env = readEnv();
  const shutdownTimeoutMs = readShutdownTimeoutMs();
  await mkdir(env.dataDir, { recursive: true }); // PGlite creates its own folder, not the parents
  // Secrets this installation makes for itself at first start, unless configured (kept under DATA_DIR).
  const config = {
    ...env,
    payments: env.payments && (await withSandboxWebhookSecrets(env.payments, env.dataDir)),
    crmIntegrationSecret: await crmIntegrationSecret(env.crmIntegrationSecret, env.dataDir),
  };
  const clock = clockOf(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();

  if (config.seedDemoData) {
    const [row] = await database.db.select({ value: count() }).from(customers);
    if ((row?.value ?? 0) === 0)
      await seedDemoData(database.db, {
        now: clock.now(),
        publicOrigin: config.publicOrigin,
        log: (line) => logger.info(line),
        showLinks: mailLinksPrinted(config),
      });
  }

  const deps = {
    db: database.db,
    clock,
    mailer: createMailer(config),
    config,
    readCacheTtlMs: config.readCacheTtlMs,
    changeFeed: database.changeFeed,
    readiness: createReadiness(databaseProbe(database.db)),
  };
  const app = createApp(deps);
  const sweep = startReconcileSweep({ db: database.db, provider: providerOf(deps) });
  const deadlines = startDeadlineJob({ db: database.db, now: () => deps.clock.now() });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    logger.info(`[server] Gangway listening on http://localhost:${info.port} (${database.engine} database)`);
  });
  stopOnSignals({
    server,
    readiness: deps.readiness,
    jobs: [sweep, deadlines],
    closeDatabase: () => database.close(),
    timeoutMs: shutdownTimeoutMs,
    log: logger,
  });
}

main().catch((error) => {
  logger.fatal(`[server] failed to start: ${errorSummary(error).line}`);
  process.exit(1);
});
