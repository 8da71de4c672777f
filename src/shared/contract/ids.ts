// Every id of the contract: a record's key in a PostgreSQL integer (int4) column, so a whole number
// from 1 to 2,147,483,647. A fraction, 2147483648 or 1e20 used to reach the query and fail there
// (a 500); every id in a body, a query or a path is checked here first.
import * as v from 'valibot';

export const INT4_MAX = 2_147_483_647;
export const ID_INVALID = 'is invalid';

/** An id in a JSON body. */
export const idSchema = v.pipe(
  v.number(ID_INVALID),
  v.safeInteger(ID_INVALID),
  v.minValue(1, ID_INVALID),
  v.maxValue(INT4_MAX, ID_INVALID),
);

/** An id written as text (query string, path): plain digits, read as a number. */
export const idString = v.pipe(
  v.string(ID_INVALID),
  v.regex(/^[0-9]{1,10}$/, ID_INVALID),
  v.transform(Number),
  idSchema,
);

/** The id a path segment names, or null: unknown paths answer 404, never a 500. */
export function parseId(text: string | undefined): number | null {
  const result = v.safeParse(idString, text);
  return result.success ? result.output : null;
}
