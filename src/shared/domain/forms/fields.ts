// Building blocks for the form schemas. Each form schema carries the product's exact messages and is
// used by the browser form and by the server, so both always say the same thing.
import * as v from 'valibot';
import { safeText } from './safe-text.ts';

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx'] as const;
export const MIN_AGE_YEARS = 17;
export const BIRTH_YEAR_SPAN = 100;
export const PASSWORD_MIN_LENGTH = 8;

/** The longest text each kind of field takes; the web inputs carry the same maxLength. */
export const MAX_LENGTH = {
  name: 100, // first, last, nationality, card alias, cardholder
  email: 254, // the longest address SMTP can carry (RFC 5321 path, less the brackets)
  tel: 30,
  countryCode: 10,
  password: 200, // scrypt's input: long passphrases welcome, megabytes to hash not
  token: 128, // one-time tokens are 43 characters of base64url
  providerRef: 255, // card-provider ids and publishable keys (Stripe's are far shorter)
} as const;

/** One-time tokens (password reset, invitation): base64url, as auth/tokens.ts makes them. */
export const TOKEN_FORMAT = /^[A-Za-z0-9_-]+$/;

// A missing key is read as '' (optional with default ''), so it gets the field's own "required"
// message; a plain v.string() would yield valibot's generic 'Invalid key: ...' issue instead.

/** A string that trims to at least one character (else `message`) of at most `max` safe characters. */
export const requiredText = (message: string, max: number) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message), safeText({ max }));

/** A secret (password): required, never trimmed, safe characters only (two texts must not hash alike). */
export const requiredSecret = (message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.nonEmpty(message), safeText({ max: MAX_LENGTH.password }));

/** A one-time token: required, in the format tokens are made in, else `message`. */
export const requiredToken = (message: string) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.nonEmpty(message),
    v.maxLength(MAX_LENGTH.token, message),
    v.regex(TOKEN_FORMAT, message),
  );

/** An optional one-time token (absent or null: none); a given one must have the tokens' format. */
export const optionalToken = (message: string) =>
  v.optional(
    v.nullable(v.pipe(v.string(message), v.maxLength(MAX_LENGTH.token, message), v.regex(TOKEN_FORMAT, message))),
  );

/** One of `options`; missing, empty or anything else gets `message`. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.picklist(options, message));

/** Optional string field: absent, null and '' all mean "not given"; a given one is safe text of at most `max`. */
export const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), safeText({ max }))));

/**
 * Optional text kept as null when not given (absent, null or blank), so a stored detail is its text
 * or null; a given one is safe text of at most `max`.
 */
export const optionalTextOrNull = (max: number, message?: string) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(message), v.trim(), safeText({ max }))), null),
    v.transform((value) => (value ? value : null)),
  );

/** An optional e-mail address (absent, null or blank: null), else `message` unless well-formed. */
export const optionalEmail = (message: string) =>
  v.pipe(
    optionalTextOrNull(MAX_LENGTH.email, message),
    v.check((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), message),
  );

/** Birth year options: current year minus 17, back 100 years. */
export function birthYearOptions(currentYear: number): number[] {
  const newest = currentYear - MIN_AGE_YEARS;
  return Array.from({ length: BIRTH_YEAR_SPAN + 1 }, (_, i) => newest - i);
}

/** A birth year given as number or numeric string; required and not later than currentYear - 17. */
export function birthYear(currentYear: number, messages: { required: string; tooYoung: string }) {
  return v.pipe(
    v.optional(
      v.union([v.number(messages.required), v.pipe(v.string(messages.required), v.trim())], messages.required),
      '',
    ),
    v.transform((value) => (typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value))),
    v.check((year) => !Number.isNaN(year), messages.required),
    v.integer(messages.required),
    v.maxValue(currentYear - MIN_AGE_YEARS, messages.tooYoung),
    v.minValue(currentYear - MIN_AGE_YEARS - BIRTH_YEAR_SPAN, messages.tooYoung),
  );
}
