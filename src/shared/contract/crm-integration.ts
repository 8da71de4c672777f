// The operator's CRM posts staff replies into a booking's conversation (server to server).
//
// POST /api/v2/integrations/crm/messages.json, header X-Gangway-Signature: t=<unix seconds>,
// v1=<hex HMAC-SHA256 with the shared secret over "<t>.POST <path>\n<raw body>">, <path> being the
// URL's path as sent (/api/v2/integrations/crm/messages.json), so a signature holds for one endpoint
// only (Stripe's header format; five minutes of tolerance), body {eventId, bookingId, staff:
// {email, firstName?, lastName?}, body}.
// Answers 201 {message} once per eventId; a repeated eventId answers 200 {duplicate: true} and posts
// nothing. A missing or wrong signature is 401, an unknown booking 404, bad fields 422.
import * as v from 'valibot';
import { MAX_LENGTH } from '../domain/forms/fields.ts';
import { safeText } from '../domain/forms/safe-text.ts';
import { idSchema } from './ids.ts';
import { messageBody } from './messages.ts';

export const CRM_SIGNATURE_HEADER = 'X-Gangway-Signature';

const eventId = v.pipe(v.string(), v.nonEmpty(), safeText({ max: 200 }));

export const crmStaffMessage = v.object({
  eventId,
  bookingId: idSchema,
  staff: v.object({
    email: v.pipe(v.string(), v.trim(), v.email(), safeText({ max: MAX_LENGTH.email })),
    firstName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), safeText({ max: MAX_LENGTH.name })))),
    lastName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), safeText({ max: MAX_LENGTH.name })))),
  }),
  body: messageBody,
});
export type CrmStaffMessage = v.InferOutput<typeof crmStaffMessage>;

// POST /api/v2/integrations/crm/booking_changes.json, signed and deduplicated like messages: the
// operator cancelled a booking, or confirmed or cancelled a passenger on it. The change is made
// and its travellers are notified (BookingCancelled, PassengerConfirmed, PassengerCancelled).
// Answers 200 {applied: true}, 200 {duplicate: true}, 404 for an unknown booking or passenger.
export const crmBookingChange = v.variant('change', [
  v.object({ eventId, bookingId: idSchema, change: v.literal('booking_cancelled') }),
  v.object({
    eventId,
    bookingId: idSchema,
    passengerId: idSchema,
    change: v.picklist(['passenger_confirmed', 'passenger_cancelled']),
  }),
]);
export type CrmBookingChange = v.InferOutput<typeof crmBookingChange>;

/** A CRM event already applied: its redelivery changes nothing (200). */
export const crmDuplicate = v.object({ duplicate: v.literal(true) });
/** POST /integrations/crm/booking_changes: 200, applied now or already. */
export const crmBookingChangeAnswer = v.union([v.object({ applied: v.literal(true) }), crmDuplicate]);
