// The sandbox signs and checks its webhooks like Stripe, so it needs signing secrets too. A fixed
// default would let anyone who has read the source forge a "payment succeeded" event, so each
// installation makes its own random pair at first start and keeps it under DATA_DIR (mode 0600);
// later starts, and other processes on the same DATA_DIR, read the same file. A configured
// secret (STRIPE_WEBHOOK_SECRET / STRIPE_YACHT_WEBHOOK_SECRET) always wins; with Stripe configured
// nothing is made: an account without a secret refuses every webhook.
import type { PaymentSettings } from '../env.ts';
import { dataDirSecrets, randomSecret } from '../secrets/data-dir-secret.ts';

export const SANDBOX_SECRETS_FILE = 'sandbox-webhook-secrets.json';

const fileSecrets = (dataDir: string) =>
  dataDirSecrets(dataDir, SANDBOX_SECRETS_FILE, () => ({
    default: randomSecret('whsec_'),
    yacht: randomSecret('whsec_'),
  }));

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
