// The VAPID key pair that signs every push (RFC 8292): VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and
// VAPID_SUBJECT when configured, else a pair made at first start and kept under DATA_DIR (mode
// 0600). Every process on one DATA_DIR must sign with the same pair, or the browsers'
// subscriptions (made for one public key) stop working: the file is written once and re-read.
import webpush from 'web-push';
import { dataDirSecrets } from '../secrets/data-dir-secret.ts';

export const VAPID_KEYS_FILE = 'vapid-keys.json';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** The contact a push service may write to: the public origin when it is https, else the sender's address. */
export function defaultVapidSubject(publicOrigin: string, mailFrom: string): string {
  if (publicOrigin.startsWith('https://')) return publicOrigin;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export async function vapidKeys(
  configured: VapidKeys | undefined,
  dataDir: string,
  subject: string,
): Promise<VapidKeys> {
  if (configured) return configured;
  const { publicKey, privateKey } = await dataDirSecrets(dataDir, VAPID_KEYS_FILE, () => {
    const made = webpush.generateVAPIDKeys();
    return { publicKey: made.publicKey, privateKey: made.privateKey };
  });
  return { publicKey, privateKey, subject };
}
