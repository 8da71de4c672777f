// The one rule every text the contract accepts obeys. PostgreSQL refuses a NUL inside text (the
// insert failed with a 500), control characters have no place in a name, a phone number or an
// e-mail, and a lone UTF-16 surrogate is not text at all (encoding it silently made it U+FFFD, so
// what was stored was not what was sent). A maximum length keeps one traveller's 200 KB name out
// of every fellow passenger's download.
import * as v from 'valibot';

export const textMessages = {
  invalidCharacters: 'Contains characters that are not allowed',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

// Cc: C0 controls, DEL and C1 controls. Cs: with the u flag a paired surrogate is one astral code
// point, so only a lone half matches.
const NOT_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
const NOT_MULTI_LINE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Whether `text` is well-formed and free of control characters (tab and line breaks allowed when multi-line). */
export const isSafeText = (text: string, multiline = false) =>
  !(multiline ? NOT_MULTI_LINE : NOT_SINGLE_LINE).test(text);

/**
 * A string of at most `max` UTF-16 code units (what an input's maxLength counts), without control
 * characters or lone surrogates. Tabs and line breaks only where `multiline` (message bodies).
 * Use it after trimming, so edge whitespace is removed rather than refused.
 */
export const safeText = ({ max, multiline = false, message }: { max: number; multiline?: boolean; message?: string }) =>
  v.pipe(
    v.string(message),
    v.check((text) => isSafeText(text, multiline), textMessages.invalidCharacters),
    v.maxLength(max, textMessages.tooLong(max)),
  );
