// What a production start checks once the database is ready: settings that do not fit together
// are printed as warnings, and demo accounts that still open with the published password stop the
// start, unless SEED_DEMO_DATA=true says this server is a demo.
import type { Db } from './db/client.ts';
import { demoAccountsWithPublishedPassword } from './db/seed/demo-accounts.ts';
import { deploymentWarnings } from './deployment-warnings.ts';
import { mailWarnings } from './mail/create-mailer.ts';
import type { ServerConfig } from './env.ts';

/** A start that must not go on; its message says why and what to do, and is all there is to print. */
export class StartRefused extends Error {}

/** Why this server must not start with these demo accounts, or undefined when it may. */
export async function demoAccountsRefusal(
  db: Db,
  config: Pick<ServerConfig, 'production' | 'seedDemoData'>,
): Promise<string | undefined> {
  if (!config.production || config.seedDemoData) return undefined;
  const open = await demoAccountsWithPublishedPassword(db);
  if (open.length === 0) return undefined;
  const domains = [...new Set(open.map((account) => `@${account.email.split('@')[1]}`))].join(', ');
  return [
    `Refusing to start in production: ${open.length} demo account${open.length === 1 ? '' : 's'} (${domains})`,
    'still sign in with the demo password published in the README.',
    'Remove them and everything they own with `npm run demo:remove` (same DATABASE_URL or DATA_DIR),',
    'or, if this server is a demo, set SEED_DEMO_DATA=true.',
  ].join(' ');
}

export async function checkProductionStart(
  db: Db,
  config: Pick<
    ServerConfig,
    'production' | 'seedDemoData' | 'cookieSecure' | 'trustProxy' | 'publicOrigin' | 'smtpUrl'
  >,
  warn: (line: string) => void,
): Promise<void> {
  if (!config.production) return;
  for (const warning of [...deploymentWarnings(config), ...mailWarnings(config)]) warn(warning);
  const refusal = await demoAccountsRefusal(db, config);
  if (refusal) throw new StartRefused(refusal);
}
