// The password-reset e-mail, in the brand of the host the traveller used.
import type { Brand } from '../../../shared/domain/brands.ts';
import type { MailMessage } from '../mailer.ts';
import { escapeHtml } from '../../http/escape-html.ts';

export function passwordResetMail(options: {
  to: string;
  firstName: string | null;
  link: string;
  brand: Brand;
}): MailMessage {
  const { to, firstName, link, brand } = options;
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Someone has requested a link to change the password of your ${brand.company} account. You can do this through the link below.`,
    '',
    link,
    '',
    "If you didn't request this, please ignore this email. Your password won't change until you open the link above and create a new one. The link works once and expires in 2 hours.",
    '',
    brand.company,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone has requested a link to change the password of your ${escapeHtml(brand.company)} account. You can do this through the link below.</p>
<p><a href="${escapeHtml(link)}">Change my password</a></p>
<p>If you didn't request this, please ignore this email. Your password won't change until you open the link above and create a new one. The link works once and expires in 2 hours.</p>
<p>${escapeHtml(brand.company)}</p>`;
  return { to, subject: `${brand.company}: reset password instructions`, text, html, links: [link] };
}
