// The contract's frame: the base path, '.json' on every path, and the headers it names.

export const API_BASE = '/api/v2';

/** The header on GET /customer/me carrying the server's current time (ISO 8601). */
export const CURRENT_DATE_HEADER = 'X-Current-Date';

/** The header that makes a payment POST safe to re-send: the same key is never charged twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Path as the client calls it: base + resource + '.json'. */
export const apiPath = (resource: string) => `${API_BASE}${resource}.json`;
