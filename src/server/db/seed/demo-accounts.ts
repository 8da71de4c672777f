// The demo's customer accounts as they stand in a database: found by the seed's e-mails, and which
// of them still open with the password the README publishes.
import { inArray, sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../client.ts';
import { customers } from '../schema.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './customers.ts';

/** Every customer the demo seed makes, lower-case. */
export const DEMO_EMAILS: readonly string[] = DEMO_SIGN_INS.map((signIn) => signIn.email.toLowerCase());

export type DemoAccount = { id: number; email: string; avatarPath: string | null; passwordHash: string | null };

export function findDemoAccounts(db: Db): Promise<DemoAccount[]> {
  return db
    .select({
      id: customers.id,
      email: customers.email,
      avatarPath: customers.avatarPath,
      passwordHash: customers.passwordHash,
    })
    .from(customers)
    .where(inArray(sql`lower(${customers.email})`, [...DEMO_EMAILS]));
}

/**
 * The demo accounts that sign in with the published password. Each distinct stored hash is checked
 * once (the seed gives them all one), so this costs at most one scrypt per demo e-mail.
 */
export async function demoAccountsWithPublishedPassword(db: Db): Promise<DemoAccount[]> {
  const accounts = await findDemoAccounts(db);
  const opens = new Map<string, boolean>();
  for (const hash of new Set(accounts.map((account) => account.passwordHash)))
    if (hash) opens.set(hash, await verifyPassword(DEMO_PASSWORD, hash));
  return accounts.filter((account) => account.passwordHash && opens.get(account.passwordHash));
}
