// The passenger's details in the answer, derived from their one definition (PASSENGER_DETAILS):
// the details fellow passengers see join the shared entries, the rest are private and absent from
// a fellow passenger's answer.
import * as v from 'valibot';
import { PASSENGER_DETAILS, PASSENGER_FIELDS, type PassengerDetails } from '../domain/forms/passenger.ts';

type Field = keyof PassengerDetails;
type SharedField = { [K in Field]: PassengerDetails[K]['shownToFellows'] extends true ? K : never }[Field];
type PrivateField = Exclude<Field, SharedField>;

const answerOf = <K extends Field>(field: K) => PASSENGER_DETAILS[field].answer as PassengerDetails[K]['answer'];

/** The details every traveller on the booking receives. */
export const sharedDetailEntries = Object.fromEntries(
  PASSENGER_FIELDS.filter((field) => PASSENGER_DETAILS[field].shownToFellows).map((field) => [field, answerOf(field)]),
) as { [K in SharedField]: PassengerDetails[K]['answer'] };

/** The details only the lead and the passenger themself receive: optional, as a fellow's answer lacks them. */
export const privateDetailEntries = Object.fromEntries(
  PASSENGER_FIELDS.filter((field) => !PASSENGER_DETAILS[field].shownToFellows).map((field) => [
    field,
    v.optional(answerOf(field)),
  ]),
) as { [K in PrivateField]: v.OptionalSchema<PassengerDetails[K]['answer'], undefined> };
