// SMTP when configured, else the file outbox under DATA_DIR.
import path from 'node:path';
import type { ServerConfig } from '../env.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'production'>): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailer({ dir: outboxDir(config.dataDir), ...(mailLinksPrinted(config) ? {} : { log: () => {} }) });
}

/**
 * Links in mail (password reset, invitations) and their addressees are printed to the server log
 * only for the outbox outside production, a development aid. With SMTP, or on a production server
 * without it, they are secrets on their way to one person and stay out of logs.
 */
export const mailLinksPrinted = (config: Pick<ServerConfig, 'smtpUrl' | 'production'>) =>
  !config.smtpUrl && !config.production;

/** A production server without SMTP sends nobody anything: said at start. */
export const mailWarnings = (config: Pick<ServerConfig, 'smtpUrl'>): string[] =>
  config.smtpUrl
    ? []
    : [
        'SMTP_URL is unset: e-mails (password resets, invitations) are written to DATA_DIR/outbox and never sent. ' +
          'Set SMTP_URL to your mail server.',
      ];

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');
