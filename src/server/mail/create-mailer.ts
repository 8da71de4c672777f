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

/**
 * Links in mail (password reset, invitations) are printed to the server log only for the outbox,
 * a development aid; with SMTP they are secrets on their way to one person and stay out of logs.
 */
export const mailLinksPrinted = (config: Pick<ServerConfig, 'smtpUrl'>) => !config.smtpUrl;

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');
