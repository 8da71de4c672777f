// SMTP when configured, else the file outbox under DATA_DIR.
import path from 'node:path';
import type { ServerConfig } from '../env.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailer({ dir: outboxDir(config.dataDir) });
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');
