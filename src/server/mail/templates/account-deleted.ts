// The e-mail confirming a deleted account, sent to the address it had, in the brand of the host
// the traveller used.
import type { Brand } from '../../../shared/domain/brands.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import type { MailMessage } from '../mailer.ts';

export function accountDeletedMail(options: { to: string; firstName: string | null; brand: Brand }): MailMessage {
  const { to, firstName, brand } = options;
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const lines = [
    `Your ${brand.company} account has been deleted, as you asked. Your personal details, messages, reviews, saved cards and devices are gone, and you are signed out everywhere.`,
    'We keep the records of past bookings and payments that the law requires us to keep, without your name.',
    `If you did not ask for this, please contact the ${brand.company} team.`,
  ];
  const text = [greeting, '', ...lines.flatMap((line) => [line, '']), brand.company].join('\n');
  const html = [greeting, ...lines, brand.company].map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return { to, subject: `${brand.company}: your account has been deleted`, text, html };
}
