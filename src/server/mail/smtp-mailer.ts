// Real e-mail through nodemailer when SMTP_URL is set (smtp://user:pass@host:port or smtps://...).
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer & { close: () => void } {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transport.close(),
  };
}
