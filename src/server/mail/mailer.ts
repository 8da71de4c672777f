// What the rest of the server knows about e-mail. SMTP (nodemailer) and the file outbox both
// implement it; tests read the outbox like a traveller reads their inbox.
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Links worth printing to the server log when mail goes to the outbox (reset, invitation). */
  links?: string[];
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };
