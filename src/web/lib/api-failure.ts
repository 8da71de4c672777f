// An API call's failure with an HTTP status: its own module, so that the many features which
// only check for it do not import the transport (http.ts, loaded on demand).
import type { FieldErrors } from '../../shared/domain/forms/validate.ts';

/** A failed call with an HTTP status; `error` / `errors` are the contract's error bodies. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: string | undefined,
    readonly errors: FieldErrors | undefined,
    readonly headers: Headers,
  ) {
    super(error ?? `Request failed with status ${status}`);
    this.name = 'ApiFailure';
  }
}

export const isApiFailure = (error: unknown): error is ApiFailure => error instanceof ApiFailure;
