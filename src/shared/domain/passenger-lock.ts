// The one rule for passenger details within 30 days of departure, said the same way by the status
// bar, the passengers section, the passenger form and the server's refusal: details already given
// are kept as they are, missing ones can still be added (the form keeps empty fields open and
// captions its button ADD DETAILS).

export const PASSENGER_LOCK_RULE =
  'Within 30 days of departure, details already given can no longer be changed, but missing details can still be added.';

/** The contact line after the rule (the web app says it with the address as a link). */
const lockContactLine = (email: string) => `For any other change, please contact our reservations team at ${email}.`;

/** The server's answer to a change of a filled field within 30 days. */
export const passengerLockRefusal = (email: string) => `${PASSENGER_LOCK_RULE} ${lockContactLine(email)}`;

/**
 * A travelling passenger of the booking can no longer be changed: the rule applies to it. A fellow
 * passenger's answer leaves the others' `canBeChanged` out, so only the passengers whose answer
 * says so count.
 */
export const detailsLocked = (passengers: readonly { canBeChanged?: boolean; passengerStatus: string }[]) =>
  passengers.some((p) => p.canBeChanged === false && p.passengerStatus !== 'cancelled');
