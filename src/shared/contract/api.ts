// The contract's frame: the base path, '.json' on every path (or a file's own suffix), and the
// headers it names.

export const API_BASE = '/api/v2';

/** The header on GET /customer/me carrying the server's current time (ISO 8601). */
export const CURRENT_DATE_HEADER = 'X-Current-Date';

/** The header that makes a payment POST safe to re-send: the same key is never charged twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Answers in a format of their own (text/calendar): their paths end in its suffix, never '.json'. */
export const FILE_SUFFIX = /\.ics$/;

/** Path as the client calls it: base + resource + '.json', unless the resource names its own suffix. */
export const apiPath = (resource: string) => `${API_BASE}${resource}${FILE_SUFFIX.test(resource) ? '' : '.json'}`;
