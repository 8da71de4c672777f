// What to say when a call fails without field errors: the server's own {error}, or a plain
// sentence when there was no answer at all (offline, timeout).
import { isApiFailure } from '../../../lib/api-client.ts';

export const NO_CONNECTION = "We couldn't reach the server. Check your connection and try again.";
export const UNEXPECTED = 'Something went wrong. Please try again.';

export function failureText(error: unknown): string {
  if (!isApiFailure(error)) return NO_CONNECTION;
  return error.error ?? UNEXPECTED;
}
