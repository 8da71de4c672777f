// Wording of server field errors ({field: [message]}) as each screen shows them.
import type { FieldErrors } from '../../../shared/domain/forms/validate.ts';

export type FieldLabels = Readonly<Record<string, string>>;

/** 'passwordConfirmation' -> 'Password confirmation' unless the form has its own label. */
export function fieldName(field: string, labels: FieldLabels = {}): string {
  const label = labels[field];
  if (label) return label;
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return capitalise(words);
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Messages that are already sentences ('Please enter your Email') are not prefixed again. */
const isSentence = (message: string) => /^[A-Z]/.test(message);

/** 'email', 'has already been taken' -> 'Email has already been taken' (registration). */
export function fieldLine(field: string, message: string, labels: FieldLabels = {}): string {
  return isSentence(message) ? message : capitalise(`${fieldName(field, labels)} ${message}`);
}

/** Every message of every field as a capitalised line, fields in the order given. */
export function fieldLines(errors: FieldErrors, labels: FieldLabels = {}): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => fieldLine(field, m, labels))]),
  );
}

/**
 * Fields sharing one message become one line 'First Name and Last Name can't be blank' ('field names
 * + message'); sentence-style messages appear once as they are.
 */
export function groupedLines(errors: FieldErrors, labels: FieldLabels = {}): string[] {
  const byMessage = new Map<string, string[]>();
  for (const [field, messages] of Object.entries(errors)) {
    for (const message of messages) {
      const fields = byMessage.get(message) ?? [];
      fields.push(field);
      byMessage.set(message, fields);
    }
  }
  return [...byMessage].map(([message, fields]) => {
    if (isSentence(message) || fields.every((field) => field === 'base')) return message;
    const names = fields.filter((field) => field !== 'base').map((field) => fieldName(field, labels));
    const joined = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
    return capitalise(`${joined} ${message}`);
  });
}

/** The first error as 'Field: message' (forgot password), e.g. 'Email: is invalid'. */
export function firstErrorLine(errors: FieldErrors | undefined): string | null {
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (message) return field === 'base' ? message : `${fieldName(field)}: ${message}`;
  }
  return null;
}

/** 'Oops! <field> <message>' (forced set-password), e.g. 'Oops! Password is too short'. */
export function oopsLine(field: string, message: string, labels: FieldLabels = {}): string {
  return isSentence(message) || field === 'base' ? `Oops! ${message}` : `Oops! ${fieldName(field, labels)} ${message}`;
}
