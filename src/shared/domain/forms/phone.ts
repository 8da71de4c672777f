// Phone numbers as people type them: digits with a leading +, spaces, dots, dashes and brackets
// ('+44 (0)20 7946-0018', '020.7946.0018'). Stored normalised: the digits, with the + when one led.
// Only what cannot be a number (letters, other signs, a + inside, too few or too many digits) is
// 'Phone Number is invalid'. Registration, personal details and emergency contact share these.
import * as v from 'valibot';
import { MAX_LENGTH, optionalText, requiredText } from './fields.ts';

export const PHONE_INVALID = 'Phone Number is invalid';

// E.164 allows at most 15 digits; fewer than 4 is no one's number.
const MIN_DIGITS = 4;
const MAX_DIGITS = 15;
const TYPED = /^\+?[\d\s().-]+$/;

/** Whether `text` (trimmed) is a phone number as people write one. */
export function isPhoneNumber(text: string): boolean {
  if (!TYPED.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS;
}

/** The digits of a phone number, with its leading + kept. */
export const normalisePhone = (text: string): string => (text.startsWith('+') ? '+' : '') + text.replace(/\D/g, '');

/** A required phone number (else `required`), normalised. */
export const requiredPhone = (required: string) =>
  v.pipe(requiredText(required, MAX_LENGTH.tel), v.check(isPhoneNumber, PHONE_INVALID), v.transform(normalisePhone));

/** An optional phone number (absent, null and '' mean none), normalised when given. */
export const optionalPhone = () =>
  v.pipe(
    optionalText(MAX_LENGTH.tel),
    v.check((text) => !text || isPhoneNumber(text), PHONE_INVALID),
    v.transform((text) => (text ? normalisePhone(text) : text)),
  );
