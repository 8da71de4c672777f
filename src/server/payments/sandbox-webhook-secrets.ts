// The sandbox signs and checks its webhooks like Stripe, so it needs signing secrets too. A fixed
// default would let anyone who has read the source forge a "payment succeeded" event, so each
// installation makes its own random pair at first start and keeps it under DATA_DIR (mode 0600);
// later starts, and other processes on the same DATA_DIR, read the same file. A configured
// secret (STRIPE_WEBHOOK_SECRET / STRIPE_YACHT_WEBHOOK_SECRET) always wins; with Stripe configured
// nothing is made: an account without a secret refuses every webhook.
import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PaymentSettings } from '../env.ts';

export const SANDBOX_SECRETS_FILE = 'sandbox-webhook-secrets.json';

type SecretsFile = { default: string; yacht: string };

const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

async function readSecrets(file: string): Promise<SecretsFile | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<SecretsFile>;
    if (typeof parsed.default === 'string' && typeof parsed.yacht === 'string' && parsed.default && parsed.yacht)
      return { default: parsed.default, yacht: parsed.yacht };
    throw new Error(`${file} is not a pair of webhook secrets; delete it to make a new pair`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The file's secrets, made once: written aside and hard-linked in, so a racing start never reads half a file. */
async function fileSecrets(dataDir: string): Promise<SecretsFile> {
  const file = path.join(dataDir, SANDBOX_SECRETS_FILE);
  const existing = await readSecrets(file);
  if (existing) return existing;
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${JSON.stringify({ default: newSecret(), yacht: newSecret() })}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const made = await readSecrets(file);
  if (!made) throw new Error(`${file} vanished while it was made`);
  return made;
}

/** Fills the sandbox's missing webhook secrets from DATA_DIR; Stripe's settings pass unchanged. */
export async function withSandboxWebhookSecrets(settings: PaymentSettings, dataDir: string): Promise<PaymentSettings> {
  if (settings.stripeSecretKey || (settings.webhookSecret && settings.yachtWebhookSecret)) return settings;
  const secrets = await fileSecrets(dataDir);
  return {
    ...settings,
    webhookSecret: settings.webhookSecret || secrets.default,
    yachtWebhookSecret: settings.yachtWebhookSecret || secrets.yacht,
  };
}
