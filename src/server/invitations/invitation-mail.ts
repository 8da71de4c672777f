// The e-mail carrying an invitation link, in the brand of the host the lead used.
import type { Brand } from '../../shared/domain/brands.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { MailMessage } from '../mail/mailer.ts';

export function invitationMail(options: {
  to: string;
  leadName: string;
  productName: string;
  link: string;
  brand: Brand;
}): MailMessage {
  const { to, leadName, productName, link, brand } = options;
  const inviter = leadName || 'A friend';
  const text = [
    'Hello,',
    '',
    `${inviter} has invited you to join their ${brand.company} booking: ${productName}.`,
    '',
    'Open the link below to create your account or sign in, and the booking will appear in your account:',
    '',
    link,
    '',
    'The link works once and expires in 14 days.',
    '',
    brand.company,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(inviter)} has invited you to join their ${escapeHtml(brand.company)} booking: ${escapeHtml(productName)}.</p>
<p><a href="${escapeHtml(link)}">Join the booking</a></p>
<p>The link works once and expires in 14 days.</p>
<p>${escapeHtml(brand.company)}</p>`;
  return { to, subject: `${inviter} invited you to join their ${brand.company} booking`, text, html, links: [link] };
}
