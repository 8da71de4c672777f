// The default mailer: each message becomes a JSON file under DATA_DIR/outbox and its links are
// printed to the log, so a local run and the end-to-end tests can follow reset and invitation links
// without a mail server. File: {to, subject, text, html, links, sentAt}; log line per link:
// "[mail] to <to>: <subject> — <link>".
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer.ts';
import { logger } from '../log/logger.ts';

export type OutboxFile = {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  sentAt: string;
};

export function outboxLogLines(message: MailMessage): string[] {
  const head = `[mail] to ${message.to}: ${message.subject}`;
  const links = message.links ?? [];
  return links.length > 0 ? links.map((link) => `${head} — ${link}`) : [head];
}

export function createOutboxMailer(options: { dir: string; log?: (line: string) => void }): Mailer {
  const log = options.log ?? ((line: string) => logger.info(line));
  let lastMs = 0;
  return {
    async send(message) {
      // Wall-clock time, kept strictly increasing so file names sort in sending order.
      lastMs = Math.max(Date.now(), lastMs + 1);
      const sentAt = new Date(lastMs).toISOString();
      const file: OutboxFile = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        links: message.links ?? [],
        sentAt,
      };
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      await mkdir(options.dir, { recursive: true });
      await writeFile(path.join(options.dir, name), `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
      for (const line of outboxLogLines(message)) log(line);
    },
  };
}
