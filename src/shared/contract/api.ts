// The contract's frame: base path, '.json' on every path, and the error bodies.
import * as v from 'valibot';

export const API_BASE = '/api/v2';

/** The header on GET /customer/me carrying the server's current time (ISO 8601). */
export const CURRENT_DATE_HEADER = 'X-Current-Date';

/** The header that makes a payment POST safe to re-send: the same key is never charged twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Path as the client calls it: base + resource + '.json'. */
export const apiPath = (resource: string) => `${API_BASE}${resource}.json`;

export const errorBody = v.object({ error: v.string() }); // 401, 403, 404, 429
export const validationErrorBody = v.object({ errors: v.record(v.string(), v.array(v.string())) }); // 422

export type ErrorBody = v.InferOutput<typeof errorBody>;
export type ValidationErrorBody = v.InferOutput<typeof validationErrorBody>;
