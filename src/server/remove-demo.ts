// `npm run demo:remove`: deletes the demo's customers and everything they own (db/seed/remove-demo.ts)
// from the database the server opens with the same environment: DATABASE_URL, else the embedded
// one under DATA_DIR. The embedded database serves one process, so its server must be stopped first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/client.ts';
import { removeDemoCustomers } from './db/seed/remove-demo.ts';
import { readEnv } from './env.ts';

async function serverAnswers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
}

async function main(): Promise<number> {
  const config = readEnv();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : pgliteDir;
  if (!config.databaseUrl) {
    if (!existsSync(pgliteDir)) {
      console.error(`No database at ${where}: set DATA_DIR (or DATABASE_URL) as the server has it.`);
      return 1;
    }
    if (await serverAnswers(config.port)) {
      console.error(
        `A server answers on port ${config.port}. Stop it first: the embedded database at ${where} serves one process at a time.`,
      );
      return 1;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir });
  try {
    const removed = await removeDemoCustomers(database.db, config.dataDir);
    console.log(
      removed.customers === 0
        ? `No demo customers in ${where}; nothing removed.`
        : `Removed ${removed.customers} demo customers and the ${removed.bookings} bookings they led from ${where}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[demo:remove] failed', error);
    process.exit(1);
  },
);
