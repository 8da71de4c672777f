// The two e-mails a sign-up sends, in the brand of the host used: the link that creates a new
// account, or, for an address that already has one, a note saying so with the ways back in.
import type { Brand } from '../../../shared/domain/brands.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import type { MailMessage } from '../mailer.ts';

function mail(to: string, subject: string, paragraphs: string[], links: { text: string; href: string }[]): MailMessage {
  const text = [...paragraphs, ...links.map((link) => `${link.text}: ${link.href}`)].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`),
  ].join('\n');
  return { to, subject, text, html, links: links.map((link) => link.href) };
}

export function confirmRegistrationMail(options: {
  to: string;
  firstName: string;
  link: string;
  brand: Brand;
}): MailMessage {
  const { to, firstName, link, brand } = options;
  return mail(
    to,
    `${brand.company}: finish creating your account`,
    [
      `Hello ${firstName},`,
      `Thank you for signing up with ${brand.company}. Open the link below to finish creating your account. It works once and expires in 24 hours.`,
      "If you didn't sign up, please ignore this e-mail: no account is created without the link.",
    ],
    [{ text: 'Finish creating my account', href: link }],
  );
}

export function accountExistsMail(options: {
  to: string;
  signInLink: string;
  resetLink: string;
  brand: Brand;
}): MailMessage {
  const { to, signInLink, resetLink, brand } = options;
  return mail(
    to,
    `${brand.company}: you already have an account`,
    [
      'Hello,',
      `Someone tried to sign up for ${brand.company} with this e-mail address, which already has an account. If it was you, sign in, or set a new password if you have forgotten it.`,
      "If it wasn't you, you can ignore this e-mail: nothing has changed.",
    ],
    [
      { text: 'Sign in', href: signInLink },
      { text: 'Set a new password', href: resetLink },
    ],
  );
}
