// Building blocks for the form schemas. Each form schema carries the spec's exact messages and is
// used by the browser form and by the server, so both always say the same thing.
import * as v from 'valibot';

export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx'] as const;
export const MIN_AGE_YEARS = 17;
export const BIRTH_YEAR_SPAN = 100;
export const PASSWORD_MIN_LENGTH = 8;

// A missing key is read as '' (optional with default ''), so it gets the field's own "required"
// message; a plain v.string() would yield valibot's generic 'Invalid key: ...' issue instead.

/** A string that trims to at least one character, else `message`. */
export const requiredText = (message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message));

/** A secret (password): required but never trimmed. */
export const requiredSecret = (message: string) => v.pipe(v.optional(v.string(message), ''), v.nonEmpty(message));

/** One of `options`; missing, empty or anything else gets `message`. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.picklist(options, message));

/** Optional string field: absent, null and '' all mean "not given". */
export const optionalText = () => v.optional(v.nullable(v.pipe(v.string(), v.trim())));

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
