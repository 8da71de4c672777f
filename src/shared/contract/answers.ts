// The answer bodies every endpoint shares: the two error bodies and the empty answer. An endpoint's
// own answers live beside its requests (bookings.ts, payments.ts...) and are named in the endpoint
// table (endpoints.ts).
import * as v from 'valibot';

/** Every refusal but a form's, and a form's too when no field is to blame: what went wrong, to show. */
export const errorAnswer = v.object({ error: v.string() });

/** A form's refusal (422): messages to show, by field (snake_case on the wire, as the request names it). */
export const fieldErrorsAnswer = v.object({ errors: v.record(v.string(), v.array(v.string())) });

/** Done, and nothing to say. */
export const emptyAnswer = v.object({});
